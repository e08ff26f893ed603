import Entities

/// What every change to the wish list works with and does around its own rule: it reads the catalogue and applies
/// the change to the latest saved state, publishes its states, notes whether its answer was lost (`LostAnswers`), and
/// tells the screens that follow the wish list of the list it left. Each of `AddToWishListInteractor`,
/// `RemoveFromWishListInteractor` and `SetQuantityInteractor` holds one and brings only its rule.
@MainActor
public struct WishListChanging {
    let catalogue: any ProductCatalogue
    let state: any ShopStateStore
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

    /// Runs `operation`, told whether an earlier attempt at the same `change` lost its answer (and so may have made it),
    /// publishing its states through `publish`.
    func run(
        _ change: LostAnswers.Change, publishingTo publish: (LoadState<WishListEdit>) -> Void,
        _ operation: (_ earlierMayHaveMadeIt: Bool) async throws(ShopError) -> WishListEdit
    ) async -> Outcome {
        let earlierMayHaveMadeIt = lostAnswers.mayHaveMade(change)
        let result = await LoadState.track(publishingTo: publish) { () async throws(ShopError) in try await operation(earlierMayHaveMadeIt) }
        lostAnswers.note(result, of: change)
        if case let .success(edit) = result {
            changes.wishListDidChange(to: edit.wishList)
        }
        return Outcome(result)
    }
}
