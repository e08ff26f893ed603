/// Counts with the right form of the noun: "1 item", "2 items", "100,000 products".
package enum Plural {
    package static func count(_ count: Int, _ singular: String) -> String {
        "\(grouped(count)) \(singular)\(count == 1 ? "" : "s")"
    }

    /// `number` with a comma between each group of three digits, as `en_US` writes it: the shop's English text writes
    /// counts and page numbers so (the prompt reads `page 1,913` back), and `USEnglishMoney` the whole part of an amount;
    /// another locale's amounts are grouped by its own formatter. Not for ids, which are printed as the catalogue lists
    /// them. The benchmark's report groups its numbers with it too.
    package static func grouped(_ number: some BinaryInteger) -> String {
        let digits = Array(String(number).drop { $0 == "-" })
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
