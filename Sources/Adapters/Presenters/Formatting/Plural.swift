/// Counts with the right form of the noun: "1 item", "2 items", "100,000 products".
enum Plural {
    static func count(_ count: Int, _ singular: String) -> String {
        "\(grouped(count)) \(singular)\(count == 1 ? "" : "s")"
    }

    /// `number` with a comma between each group of three digits, as the shop's English text writes counts and page
    /// numbers (the prompt reads `page 1,913` back). Not for ids, which are printed as the catalogue lists them.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}
