/// Whole numbers as a customer types them back: `1913`, or grouped as the shop prints big ones, `1,913`.
enum TypedNumber {
    /// The number `text` holds, or nil: ASCII digits, in groups of three after the first when commas are used.
    static func parse(_ text: String) -> Int? {
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count) || groups.count == 1,
              groups.dropFirst().allSatisfy({ $0.count == 3 }),
              groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Int(groups.joined())
    }
}
