import UseCases

/// Positions put in `CatalogueOrder`'s order by the rule itself: the fast catalogues compute each position's key from
/// their packed products, and ask the rule where one key goes against another and what a tie does.
enum PositionOrder {
    /// The positions of `keys` (0 to `keys.count - 1`) in the order of their keys, ascending or `descending`, sorted
    /// from `start` when given: any arrangement of the positions gives the same order, and one near it sorts faster
    /// (the standard library's sort takes runs as it finds them), as the reverse of the other direction is.
    static func of<Key: Comparable>(_ keys: [Key], descending: Bool, startingFrom start: [Int]? = nil) -> [Int] {
        var order = start ?? Array(keys.indices)
        // Unsafe, because a comparison that touches the array itself retains and releases it.
        keys.withUnsafeBufferPointer { keys in
            order.sort { left, right in
                CatalogueOrder.comesFirst(CatalogueOrder.compare(keys[left], keys[right], descending: descending), positions: (left, right))
            }
        }
        return order
    }

    /// The positions 0 to `count - 1` in the order `placement` places one against another.
    static func of(count: Int, placing placement: (Int, Int) -> CatalogueOrder.Placement) -> [Int] {
        (0..<count).sorted { left, right in CatalogueOrder.comesFirst(placement(left, right), positions: (left, right)) }
    }
}
