/// Counts with the right form of the noun: "1 item", "2 items".
enum Plural {
    static func count(_ count: Int, _ singular: String) -> String {
        "\(count) \(singular)\(count == 1 ? "" : "s")"
    }
}
