import Entities

/// How the shop orders its catalogue, the rule every catalogue keeps: by price, by name without regard to case, by
/// stock left, or by the customer's own rating with unrated products last in either direction (no rating is not a
/// low rating). Products that compare the same keep the catalogue's order. The fast catalogues sort their own keys
/// with `compare` and `comesFirst` and make their name keys with `nameKey`, so that the rule is written only here.
public enum CatalogueOrder {
    /// Where one product goes against another.
    public enum Placement: Sendable {
        case before, same, after
    }

    /// `products` (at the stock now left) in `sort` order, with the customer's `ratings`.
    public static func sorted(_ products: [Product], by sort: CatalogueSort, ratings: [ProductID: Rating]) -> [Product] {
        let numbered = Array(products.enumerated())
        return numbered.sorted { left, right in
            comesFirst(compare(left.element, right.element, by: sort, ratings: ratings), positions: (left.offset, right.offset))
        }.map(\.element)
    }

    /// Whether a product placed `placement` against another comes first: a tie keeps catalogue order, so the one at
    /// the lower of the two `positions` in the catalogue does.
    @inlinable
    public static func comesFirst(_ placement: Placement, positions: (left: Int, right: Int)) -> Bool {
        switch placement {
        case .before: true
        case .after: false
        case .same: positions.left < positions.right
        }
    }

    static func compare(_ left: Product, _ right: Product, by sort: CatalogueSort, ratings: [ProductID: Rating]) -> Placement {
        switch sort.key {
        case .price: compare(left.price.minorUnits, right.price.minorUnits, descending: sort.descending)
        case .stock: compare(left.stock, right.stock, descending: sort.descending)
        case .name: compare(nameKey(left.name), nameKey(right.name), descending: sort.descending)
        case .rating: compare(ratings[left.id], ratings[right.id], descending: sort.descending)
        }
    }

    /// A name as the name order compares it: without regard to case, and in its canonical form (NFC), so that names
    /// typed with "é" or with "e" and an accent after it order alike. On two strings in that form, `<` is a total
    /// order (on others the standard library finds a few pairs, such as "café 10" and "cafe\u{301} 1", neither
    /// before the other).
    public static func nameKey(_ name: String) -> String {
        let key = name.lowercased()
        var utf8 = key.utf8Span
        return utf8.checkForNFC(quickCheck: true) ? key : String(decoding: key._nfcCodeUnits, as: UTF8.self)
    }

    /// Where a product the customer rated `left` goes against one rated `right`: by stars, and unrated last either way.
    public static func compare(_ left: Rating?, _ right: Rating?, descending: Bool) -> Placement {
        switch (left, right) {
        case let (left?, right?): compare(left.stars, right.stars, descending: descending)
        case (.some, nil): .before
        case (nil, .some): .after
        case (nil, nil): .same
        }
    }

    /// Where a product whose key is `left` goes against one whose key is `right`: the smaller key first, or the larger
    /// when `descending`. Inlinable, so that a fast catalogue's sort of a hundred thousand numbers makes no call.
    @inlinable
    public static func compare<Key: Comparable>(_ left: Key, _ right: Key, descending: Bool) -> Placement {
        // Not `==` for a tie: keys that are neither ordered nor `==` (strings not in canonical form can be) still
        // keep catalogue order, as a tie does.
        if left < right { return descending ? .after : .before }
        if right < left { return descending ? .before : .after }
        return .same
    }
}
