import Entities

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

    /// `products` in this order. Names compare without regard to case; the customer's own `ratings` are the
    /// rating, and unrated products come last in either direction, since no rating is not a low rating.
    public func sorted(_ products: [Product], ratings: [ProductID: Rating]) -> [Product] {
        order(of: products, at: Array(products.indices), ratings: ratings).map { products[$0] }
    }

    /// The positions in `selection` (ascending positions in `products`) put in this order, so that only the page
    /// shown is ever copied out of the catalogue.
    func order(of products: [Product], at selection: [Int], ratings: [ProductID: Rating]) -> [Int] {
        // Sorting positions by precomputed keys keeps the comparisons cheap and the order stable.
        switch key {
        case .price: return order(selection, by: selection.map { products[$0].price.minorUnits })
        case .stock: return order(selection, by: selection.map { products[$0].stock })
        case .rating:
            let unrated = descending ? Int.min : Int.max
            return order(selection, by: selection.map { ratings[products[$0].id]?.stars ?? unrated })
        case .name:
            // The same order as comparing `name.lowercased()`, by bytes wherever that is exact (see NameSortKeys).
            return NameSortKeys(count: selection.count) { products[selection[$0]].text }.order(descending: descending).map { selection[$0] }
        }
    }

    private func order<Key: Comparable>(_ selection: [Int], by keys: [Key]) -> [Int] {
        let descending = descending
        let order = keys.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a == b { return left < right }
            return descending ? b < a : a < b
        }
        return order.map { selection[$0] }
    }
}
