import Adapters

/// Seeded documents that are JSON or nearly: built by the grammar, with now and then one of the slips it forbids (a
/// trailing or doubled comma, a leading zero, a point or exponent without digits, a raw control character, an unknown
/// escape, a lone surrogate, a repeated name, a space JSON does not know, a literal cut short), and now and then a
/// character deleted, doubled or swapped for another. About half come out valid.
struct NearJSONGenerator {
    private var random: SeededGenerator
    private let slipChance = 0.04

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func document() -> String {
        var text = space() + value(depth: 0) + space()
        if slip() { text += pick([",", " x", "]", "}", " 1", "\"\""]) }
        return chance(0.1) ? mutate(text) : text
    }

    private mutating func value(depth: Int) -> String {
        // Mostly objects and arrays at the top, as files are, and now and then a lone string, literal or number.
        switch Int.random(in: (depth == 0 && chance(0.8) ? 5 : 0)..<(depth < 4 ? 8 : 5), using: &random) {
        case 0, 1: number()
        case 2, 3: string()
        case 4: literal()
        case 5, 6: array(depth: depth + 1)
        default: object(depth: depth + 1)
        }
    }

    private mutating func array(depth: Int) -> String {
        let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in space() + value(depth: depth) + space() }
        return "[" + space() + separated(elements) + "]"
    }

    private mutating func object(depth: Int) -> String {
        var names: [String] = []
        let members = (0..<Int.random(in: 0...4, using: &random)).map { index in
            var name = "\"" + pick(["id", "name", "a", "b", "é", "x\(index)", "", "price"]) + "\(index)\""
            if chance(0.08), let earlier = names.last { name = pick([earlier, earlier.replacingOccurrences(of: "a", with: "\\u0061")]) }
            if slip() { name = pick(["a\(index)", "'a'", "\"a\(index)"]) }
            names.append(name)
            let colon = slip() ? pick(["", "=", "::"]) : ":"
            return space() + name + space() + colon + space() + value(depth: depth) + space()
        }
        return "{" + space() + separated(members) + "}"
    }

    private mutating func separated(_ items: [String]) -> String {
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += slip() ? pick([",,", "", ";"]) : "," }
            text += item
        }
        if slip() { text = pick([text + ",", "," + text]) }
        return text
    }

    private mutating func number() -> String {
        if slip() { return pick(["01", "-01", "2.", "-2.", ".5", "-.5", "0.e1", "1.0e", "1.0e+", "0E", "1eE2", "0.1.2", "+1", "-", "NaN", "- 1"]) }
        var text = chance(0.3) ? "-" : ""
        text += chance(0.2) ? "0" : String(Int.random(in: 1...99_999, using: &random))
        if chance(0.3) { text += "." + String(Int.random(in: 0...999, using: &random)) }
        if chance(0.15) { text += pick(["e", "E"]) + pick(["", "+", "-"]) + String(Int.random(in: 0...400, using: &random)) }
        return text
    }

    private mutating func string() -> String {
        let parts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            if slip() {
                return pick(["\t", "\n", "\u{1}", "\u{1F}", "\\x41", "\\a", "\\'", "\\0", "\\u00G0", "\\uD800", "\\uDC00",
                             "\\uD800\\u0041", "\\ud83d", "\\\t", "\\🧺", "\\u12"])
            }
            return pick(["oak", "Tote", "café", " ", "日本", "🧺", "\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u00e9", "\\uD83D\\uDE00",
                         "\\u0000", "'", "\u{7F}", "\u{2028}"])
        }
        return "\"" + parts.joined() + (slip() ? "" : "\"")
    }

    private mutating func literal() -> String {
        slip() ? pick(["tru", "nul", "True", "fals", "nulll", "undefined"]) : pick(["true", "false", "null"])
    }

    private mutating func space() -> String {
        if slip() { return pick(["\u{C}", "\u{A0}", "\u{B}", "\u{3000}"]) }
        return chance(0.6) ? "" : pick([" ", "  ", "\n", "\t", "\r\n", "\n  "])
    }

    /// One character deleted, doubled, or swapped for one JSON cares about.
    private mutating func mutate(_ text: String) -> String {
        var characters = Array(text)
        guard !characters.isEmpty else { return text }
        let index = Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: characters.remove(at: index)
        case 1: characters.insert(characters[index], at: index)
        default: characters[index] = pick(Array("{}[],:\"\\-.0eE+ \tuU\u{0}"))
        }
        return String(characters)
    }

    private mutating func slip() -> Bool {
        chance(slipChance)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }
}
