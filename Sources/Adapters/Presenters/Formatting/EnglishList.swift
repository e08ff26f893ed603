/// Joins words the way an English sentence lists them: "a", "a and b", "a, b and c"; or, for a long list, the first
/// few and how many more: "a, b, c and 99,997 more".
public enum EnglishList {
    /// `items` as an English list.
    public static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `items` as an English list that names at most `limit` of them and counts the rest: "a, b, c and 99,997 more".
    /// It reads only the items it names, so a list of any length costs the same and makes a short sentence.
    public static func joined(_ items: some Collection<String>, namingAtMost limit: Int) -> String {
        let named = namedCount(of: items.count, atMost: limit)
        let first = Array(items.prefix(named))
        guard named < items.count else { return joined(first) }
        return first.joined(separator: ", ") + " and \(Plural.grouped(items.count - named)) more"
    }

    /// How many of `count` items a list naming at most `limit` names: all of them when only one more would be counted,
    /// since naming it is as short as "and 1 more".
    public static func namedCount(of count: Int, atMost limit: Int) -> Int {
        count <= limit + 1 ? count : limit
    }
}
