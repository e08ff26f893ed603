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
        // Sorting indices by precomputed keys keeps the comparisons cheap and the order stable.
        switch key {
        case .price: return sorted(products, by: products.map(\.price.minorUnits))
        case .stock: return sorted(products, by: products.map(\.stock))
        case .rating:
            let unrated = descending ? Int.min : Int.max
            return sorted(products, by: products.map { ratings[$0.id]?.stars ?? unrated })
        case .name:
            // The same order as comparing `$0.name.lowercased()`, by bytes wherever that is exact (see NameSortKeys).
            let keys = NameSortKeys(products)
            let descending = descending
            let order = products.indices.sorted { left, right in
                let comparison = keys.compare(left, right)
                if comparison == 0 { return left < right }
                return descending ? comparison > 0 : comparison < 0
            }
            return order.map { products[$0] }
        }
    }

    private func sorted<Key: Comparable>(_ products: [Product], by keys: [Key]) -> [Product] {
        let descending = descending
        let order = keys.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a == b { return left < right }
            return descending ? b < a : a < b
        }
        return order.map { products[$0] }
    }
}
