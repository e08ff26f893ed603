import Entities

/// How the shop orders its catalogue, the rule every catalogue keeps: by price, by name without regard to case, by
/// stock left, or by the customer's own rating with unrated products last in either direction (no rating is not a
/// low rating). Products that compare the same keep the catalogue's order.
public enum CatalogueOrder {
    /// `products` (at the stock now left) in `sort` order, with the customer's `ratings`.
    public static func sorted(_ products: [Product], by sort: CatalogueSort, ratings: [ProductID: Rating]) -> [Product] {
        let numbered = Array(products.enumerated())
        return numbered.sorted { left, right in
            switch compare(left.element, right.element, by: sort, ratings: ratings) {
            case .before: true
            case .after: false
            case .same: left.offset < right.offset
            }
        }.map(\.element)
    }

    /// Where one product goes against another.
    enum Placement {
        case before, same, after
    }

    static func compare(_ left: Product, _ right: Product, by sort: CatalogueSort, ratings: [ProductID: Rating]) -> Placement {
        switch sort.key {
        case .price: return compare(left.price.minorUnits, right.price.minorUnits, descending: sort.descending)
        case .stock: return compare(left.stock, right.stock, descending: sort.descending)
        case .name: return compare(left.name.lowercased(), right.name.lowercased(), descending: sort.descending)
        case .rating:
            switch (ratings[left.id], ratings[right.id]) {
            case let (left?, right?): return compare(left.stars, right.stars, descending: sort.descending)
            case (.some, nil): return .before
            case (nil, .some): return .after
            case (nil, nil): return .same
            }
        }
    }

    // Not `==` for a tie: two strings can be neither equal nor ordered ("café 10" and "cafe\u{301} 1"), and the rule
    // then keeps them in catalogue order, as a tie does.
    private static func compare<Key: Comparable>(_ left: Key, _ right: Key, descending: Bool) -> Placement {
        if left < right { return descending ? .after : .before }
        if right < left { return descending ? .before : .after }
        return .same
    }
}
