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

    /// The positions of the whole-number `keys` in the order of their keys, as `of(_:descending:startingFrom:)` puts
    /// them: a radix sort proposes the order (`RadixOrder`) and the rule checks each position against the next, which
    /// holds the whole order to it; should the rule disagree, it sorts them itself.
    static func of(_ keys: [Int], descending: Bool) -> [Int] {
        let proposed = RadixOrder.of(keys, descending: descending)
        let agrees = keys.withUnsafeBufferPointer { keys in
            zip(proposed, proposed.dropFirst()).allSatisfy { left, right in
                CatalogueOrder.comesFirst(CatalogueOrder.compare(keys[left], keys[right], descending: descending), positions: (left, right))
            }
        }
        return agrees ? proposed : of(keys, descending: descending, startingFrom: nil)
    }

    /// The positions 0 to `count - 1` in the order `placement` places one against another.
    static func of(count: Int, placing placement: (Int, Int) -> CatalogueOrder.Placement) -> [Int] {
        (0..<count).sorted { left, right in CatalogueOrder.comesFirst(placement(left, right), positions: (left, right)) }
    }
}
