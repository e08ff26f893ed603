import Entities

/// What a change to the wish list means when an earlier attempt at the same change lost its answer (`LostAnswers`):
/// that attempt may have made it, so finding the wish list already as asked is that attempt's doing, and is said so,
/// instead of refused. Otherwise each change is the wish list's own rule (`WishList`), applied to the latest saved state
/// in one transaction.
enum WishListPolicy {
    /// What a change did, and whether an earlier attempt had done it.
    struct Outcome: Sendable {
        let kind: WishListEdit.Kind
        let byEarlierAttempt: Bool
    }

    /// Adds one of `product` (at the stock now left); already there is refused, unless an earlier addition of it may
    /// have put it there.
    static func add(_ product: Product, to wishList: inout WishList, earlierMayHaveAdded earlier: Bool) throws(ShopError) -> Outcome {
        if earlier, wishList.contains(product.id) { return Outcome(kind: .added, byEarlierAttempt: true) }
        try refusing { () throws(ShopRuleViolation) in try wishList.add(product) }
        return Outcome(kind: .added, byEarlierAttempt: false)
    }

    /// Takes the product with `id` off, `product` at the stock now left, or nil when it is no longer sold; not there is
    /// refused (a product neither sold nor wished for is not found), unless an earlier removal may have taken it.
    static func remove(
        _ id: ProductID, _ product: Product?, from wishList: inout WishList, earlierMayHaveRemoved earlier: Bool
    ) throws(ShopError) -> Outcome {
        if earlier, !wishList.contains(id) { return Outcome(kind: .removed, byEarlierAttempt: true) }
        guard let product else {
            guard wishList.contains(id) else { throw .productNotFound(id) }
            try refusing { () throws(ShopRuleViolation) in try wishList.remove(id) }
            return Outcome(kind: .removed, byEarlierAttempt: false)
        }
        try refusing { () throws(ShopRuleViolation) in try wishList.remove(product) }
        return Outcome(kind: .removed, byEarlierAttempt: false)
    }

    /// Sets how many of `product` (at the stock now left) are wished for; an earlier attempt made it when the line is
    /// already as asked (or gone, for 0).
    static func setQuantity(
        _ quantity: Int, of product: Product, in wishList: inout WishList, earlierMayHaveSet earlier: Bool
    ) throws(ShopError) -> Outcome {
        let before = wishList.entry(for: product.id)
        if earlier, before == nil, quantity == 0 { return Outcome(kind: .removed, byEarlierAttempt: true) }
        try refusing { () throws(ShopRuleViolation) in try wishList.setQuantity(quantity, of: product) }
        guard quantity > 0 else { return Outcome(kind: .removed, byEarlierAttempt: false) }
        return Outcome(kind: .quantitySet(quantity), byEarlierAttempt: earlier && before?.quantity == quantity)
    }

    private static func refusing(_ change: () throws(ShopRuleViolation) -> Void) throws(ShopError) {
        do {
            try change()
        } catch {
            throw .refused(error)
        }
    }
}
