import Entities

/// What every change to the wish list works with and does around its own rule: it reads the catalogue and applies
/// the change to the latest saved state, publishes its states, notes whether its answer was lost (`LostAnswers`), and
/// tells the screens that follow the wish list of the list it left. Each of `AddToWishListInteractor`,
/// `RemoveFromWishListInteractor` and `SetQuantityInteractor` holds one and brings only its rule.
@MainActor
public struct WishListChanging {
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver
    private let lostAnswers: LostAnswers

    /// Changes the wish list in `state`, checking products in `catalogue`; `changes` is told of the new wish list, so
    /// the cart and wish list screens follow; `lostAnswers` remembers a change whose answer was lost.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver, lostAnswers: LostAnswers) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
        self.lostAnswers = lostAnswers
    }

    /// Makes `change` to the product with `id` with `rule` (told whether an earlier attempt at the same change lost its
    /// answer, and so may have made it), publishing its states through `publish`. The product must be in the catalogue;
    /// success comes from the transaction, and the wish list is read again afterwards for display, as best it can be.
    func run(
        _ change: LostAnswers.Change, of id: ProductID, publishingTo publish: (LoadState<WishListEdit>) -> Void,
        _ rule: @escaping @Sendable (Product, inout WishList, _ earlierMayHaveMadeIt: Bool) throws(ShopError) -> WishListPolicy.Outcome
    ) async -> Outcome {
        await run(change, of: id, publishingTo: publish, soldOnly: true) { product, wishList, earlier throws(ShopError) in
            guard let product else { throw .productNotFound(id) }
            return try rule(product, &wishList, earlier)
        }
    }

    /// Makes `change` to the wish-list entry of the product with `id`, which the catalogue may no longer list: `rule` is
    /// given the product at the stock now left, or nil. A product neither sold nor wished for is not found.
    func runOnEntry(
        _ change: LostAnswers.Change, of id: ProductID, publishingTo publish: (LoadState<WishListEdit>) -> Void,
        _ rule: @escaping @Sendable (Product?, inout WishList, _ earlierMayHaveMadeIt: Bool) throws(ShopError) -> WishListPolicy.Outcome
    ) async -> Outcome {
        await run(change, of: id, publishingTo: publish, soldOnly: false, rule)
    }

    private func run(
        _ change: LostAnswers.Change, of id: ProductID, publishingTo publish: (LoadState<WishListEdit>) -> Void, soldOnly: Bool,
        _ rule: @escaping @Sendable (Product?, inout WishList, _ earlierMayHaveMadeIt: Bool) throws(ShopError) -> WishListPolicy.Outcome
    ) async -> Outcome {
        let earlier = lostAnswers.mayHaveMade(change)
        let (catalogue, state) = (catalogue, state)
        let result = await LoadState.track(publishingTo: publish) { () async throws(ShopError) in
            let product = soldOnly ? try await catalogue.product(withID: id) : try await catalogue.lookUp([id]).first
            let kept = try await state.apply { shop throws(ShopError) in
                (try rule(product.map(shop.current), &shop.wishList, earlier), shop)
            }
            let (outcome, saved) = kept.value
            let wishList = await WishListReading.refreshed(in: saved, from: catalogue)
            return WishListEdit(
                outcome.kind, productID: id, product.map(saved.current), wishList: wishList, byEarlierAttempt: outcome.byEarlierAttempt,
                durability: kept.durability
            )
        }
        lostAnswers.note(result, of: change)
        if case let .success(edit) = result {
            changes.wishListDidChange(to: edit.wishList)
        }
        return Outcome(result)
    }
}
