/// An order for the catalogue: by one key, ascending or descending; ties keep the catalogue's order.
public struct CatalogueSort: Equatable, Sendable {
    /// What products are compared by.
    public enum Key: String, CaseIterable, Sendable {
        case price, name, rating, stock
    }

    public let key: Key
    public let descending: Bool

    /// An order by `key`, ascending unless `descending`.
    public init(_ key: Key, descending: Bool = false) {
        self.key = key
        self.descending = descending
    }

    /// The order a customer means by "sort by `key`": lowest first, except the rating, best first; `reversed` turns it
    /// round.
    public static func meant(by key: Key, reversed: Bool = false) -> CatalogueSort {
        CatalogueSort(key, descending: reversed != (key == .rating))
    }
}
