import Adapters
import Foundation

/// Seeded catalogue files in every shape the format allows: escapes, accents, emoji, unknown fields, missing
/// optional fields, fractional sizes, other currencies and odd spacing; the same seed gives the same file.
public struct GeneratedCatalogue {
    private var random: SeededGenerator

    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A valid catalogue file of `count` products.
    public mutating func json(products count: Int) -> Data {
        let currency = pick(["USD", "EUR", "JPY", "KWD", nil])
        var text = "{" + space()
        if let currency { text += "\"currency\":" + space() + "\"\(currency)\"," + space() }
        if chance(0.3) { text += "\"version\": {\"note\": [1, -2.5, true, null, \"x\"]}," }
        text += "\"products\":" + space() + "["
        text += (0..<count).map { product(id: $0 + 1, currencyDigits: digits(for: currency)) }.joined(separator: "," + space())
        return Data((text + "]" + space() + "}" + space()).utf8)
    }

    private mutating func product(id: Int, currencyDigits: Int) -> String {
        var fields = ["\"id\": \(id)", "\"name\": \(string(words: 1...4))", "\"price\": \(price(digits: currencyDigits))", "\"quantity\": \(Int.random(in: 0...50, using: &random))"]
        if chance(0.8) { fields.append("\"shortDescription\": \(string(words: 2...6))") }
        if chance(0.8) { fields.append("\"description\": \(string(words: 5...20))") }
        if chance(0.7) { fields.append("\"colors\": [\((0..<Int.random(in: 0...3, using: &random)).map { _ in colour() }.joined(separator: ", "))]") }
        if chance(0.7) { fields.append("\"dimensions\": [\((0..<Int.random(in: 0...3, using: &random)).map { _ in dimension() }.joined(separator: ", "))]") }
        if chance(0.7) { fields.append("\"image\": \"img-\(id).jpg\"") }
        if chance(0.1) { fields.append("\"tags\": [\"a\", {\"deep\": [[], {}]}]") }
        fields.shuffle(using: &random)
        return "{" + fields.joined(separator: "," + space()) + "}"
    }

    private mutating func string(words: ClosedRange<Int>) -> String {
        let vocabulary = ["oak", "Tote", "café", "CRÈME", "naïve", "straße", "linen", "Ωmega", "日本", "🧺", "tab\\there",
                          "quote\\\"d", "back\\\\slash", "\\u00e9t\\u00E9", "\\ud83d\\ude00", "line\\nbreak", "slash\\/", "lamp"]
        let count = Int.random(in: words, using: &random)
        return "\"" + (0..<count).map { _ in pick(vocabulary) }.joined(separator: " ") + "\""
    }

    private mutating func price(digits: Int) -> String {
        let whole = Int.random(in: 0...20_000, using: &random)
        guard digits > 0, chance(0.7) else { return String(whole) }
        let places = Int.random(in: 1...digits, using: &random)
        let fraction = (0..<places).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        return "\(whole).\(fraction)" + (chance(0.1) ? "0" : "")
    }

    private mutating func colour() -> String {
        let hex = (0..<6).map { _ in pick(Array("0123456789ABCDEFabcdef")) }
        return "{\"value\": \"\(String(hex))\"}"
    }

    private mutating func dimension() -> String {
        let axis = pick(["height", "width", "depth"])
        let centimeters = chance(0.5) ? String(Int.random(in: 0...300, using: &random)) : "\(Int.random(in: 0...300, using: &random)).\(Int.random(in: 0...99, using: &random))"
        return "{\"dimension\": \"\(axis)\", \"centimeters\": \(centimeters), \"inches\": \(Int.random(in: 0...120, using: &random))}"
    }

    private mutating func space() -> String {
        pick(["", " ", "\n  ", "\t", "\r\n"])
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private func digits(for currency: String?) -> Int {
        switch currency {
        case "JPY": 0
        case "KWD": 3
        default: 2
        }
    }
}
