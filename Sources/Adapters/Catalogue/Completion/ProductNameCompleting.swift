import UseCases

/// A catalogue that finds products by the first letters of their name, for completing a name as it is typed (`show wo`
/// to Wool Throw, and so to its id); a terminal's convenience rather than a use case, so it is no part of the catalogue
/// port.
public protocol ProductNameCompleting: Sendable {
    /// The products whose name starts with `text` (`NamePrefix`), in the catalogue's name order: at most `limit` of them,
    /// with their ids, and how many there are in all.
    func products(withNamesStartingWith text: String, limit: Int) -> ProductIDMatches
}

/// Whether a name starts with what was typed, as Tab reads it: by the name order's keys (`CatalogueOrder.nameKey`), so
/// that the names that match lie together in that order.
enum NamePrefix {
    /// Whether the name key of `name` starts with that of `typed`.
    static func matches(_ name: String, _ typed: String) -> Bool {
        CatalogueOrder.nameKey(name).hasPrefix(CatalogueOrder.nameKey(typed))
    }

    /// Whether `name` comes before every name that starts with `typed` in the name order: the names that match lie
    /// together right after those that come before.
    static func comesBefore(_ name: String, _ typed: String) -> Bool {
        CatalogueOrder.nameKey(name) < CatalogueOrder.nameKey(typed)
    }
}
