/// Joins words the way an English sentence lists them: "a", "a and b", "a, b and c".
public enum EnglishList {
    /// `items` as an English list.
    public static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
