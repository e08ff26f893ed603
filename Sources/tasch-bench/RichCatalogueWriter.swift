import Foundation

/// Writes the benchmark's second shape of catalogue (issue 38), so that the first start is not tuned to one shape: long
/// descriptions with escapes, three to nine colours and three sizes with fractions, names and short descriptions in
/// Greek, Cyrillic, Japanese, half-width katakana, pointed Hebrew, precomposed and decomposed Latin accents, and a field
/// Tasch ignores; pretty-printed like the bundled file, the same every run.
enum RichCatalogueWriter {
    /// A name's first word and its second, by script: the same script's words go together.
    private static let names: [(adjectives: [String], nouns: [String])] = [
        (["Δρύινη", "Λινή", "Μάλλινη", "Ψάθινη"], ["τσάντα", "λάμπα", "κούπα", "κουβέρτα"]),
        (["Дубовая", "Льняная", "Шерстяная", "Плетёная"], ["сумка", "лампа", "кружка", "подушка"]),
        (["オーク材の", "麻の", "ウールの", "籐の"], ["かばん", "ランプ", "マグ", "クッション"]),
        (["ｵｰｸ", "ﾘﾈﾝ", "ｳｰﾙ", "ﾗﾀﾝ"], ["ﾊﾞｯｸﾞ", "ﾗﾝﾌﾟ", "ﾏｸﾞ", "ｸｯｼｮﾝ"]),
        (["שֻׁלְחָן", "מְנוֹרַת", "כַּד", "סַל"], ["עֵץ", "פִּשְׁתָּן", "צֶמֶר", "קַשׁ"]),
        (["Cafe\u{301}", "Cre\u{300}me", "Na\u{308}ive", "Ole\u{301}"], ["Tote", "Lamp", "Bowl", "Throw"]),
        (["Crème", "Żółty", "Ölçülü", "Brûlée"], ["Sac", "Lampe", "Tasse", "Plaid"]),
        (["Oak", "Linen", "Brass", "Wool"], ["Tote", "Cushion", "Board", "Lamp"]),
    ]
    private static let sentences = [
        "Made by hand in a small workshop, finished with care and checked twice before it ships.",
        "Χειροποίητο σε μικρό εργαστήριο, με φυσικά υλικά που αντέχουν στον χρόνο.",
        "Сделано вручную в небольшой мастерской и проверено дважды перед отправкой.",
        "小さな工房で一つずつ手作りし、出荷前に二度検品しています。",
        "The \\\"everyday\\\" size: it holds a laptop, a book and lunch,\\nand folds flat when empty.",
        "Wash cold, dry flat; the colour softens a little with every wash, as linen should \\u2014 never fades.",
        "Fabriqué à la main, teint à l'ancienne : chaque pièce est légèrement différente.",
    ]

    /// Writes a catalogue of `count` products to `path`; returns its size in bytes.
    static func write(products count: Int, toPath path: String) throws -> Int {
        var text = "{\n  \"currency\": \"EUR\",\n  \"products\": [\n"
        text.reserveCapacity(count * 2_000)
        for index in 0..<count {
            text += product(id: index + 1)
            text += index == count - 1 ? "\n" : ",\n"
        }
        text += "  ]\n}\n"
        let data = Data(text.utf8)
        try data.write(to: URL(fileURLWithPath: path))
        return data.count
    }

    private static func product(id: Int) -> String {
        let script = names[(id * 5) % names.count]
        let adjective = script.adjectives[(id * 7) % script.adjectives.count]
        let noun = script.nouns[(id * 13) % script.nouns.count]
        let other = names[(id * 3 + 1) % names.count]
        let sentenceCount = 4 + id % 6
        let description = (0..<sentenceCount).map { sentences[(id + $0 * 3) % sentences.count] }.joined(separator: " ")
        let price = (id * 7919) % 200_000
        let colours = (0..<(3 + id % 7)).map { "        {\n          \"value\": \"\(hex(id * 31 + $0))\"\n        }" }
        let sizes = ["height", "width", "depth"].enumerated().map { axis, name in
            let millimetres = 35 + (id * (axis + 3)) % 1_200
            return "        {\n          \"dimension\": \"\(name)\",\n          \"centimeters\": \(millimetres / 10).\(millimetres % 10),\n"
                + "          \"inches\": \(String(format: "%.2f", Double(millimetres) / 25.4))\n        }"
        }
        return """
            {
              "id": \(id),
              "name": "\(adjective) \(noun) \(id)",
              "shortDescription": "\(other.adjectives[id % 4]) \(other.nouns[(id / 4) % 4]), \(adjective.lowercased()) \(noun)",
              "description": "\(description)",
              "colors": [
        \(colours.joined(separator: ",\n"))
              ],
              "dimensions": [
        \(sizes.joined(separator: ",\n"))
              ],
              "price": \(price / 100).\(String(format: "%02d", price % 100)),
              "quantity": \(id % 23),
              "image": "images/\(id)/\(noun).jpg",
              "sku": "SKU-\(String(format: "%07d", id))"
            }
        """
    }

    private static func hex(_ value: Int) -> String {
        String(format: "%06X", (value &* 2_654_435_761) & 0xFFFFFF)
    }
}
