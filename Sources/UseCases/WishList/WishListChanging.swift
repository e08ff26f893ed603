import Entities

/// What every change to the wish list does around its own rule: publishes its states, notes whether its answer was
/// lost (`LostAnswers`), and tells the screens that follow the wish list of the list it left.
@MainActor
enum WishListChanging {
    static func run(
        _ change: LostAnswers.Change, lostAnswers: LostAnswers, telling changes: any WishListChangeObserver,
        publishingTo publish: (LoadState<WishListEdit>) -> Void,
        _ operation: () async throws(ShopError) -> WishListEdit
    ) async -> Outcome {
        let result = await LoadState.track(publishingTo: publish, operation)
        lostAnswers.note(result, of: change)
        if case let .success(edit) = result {
            changes.wishListDidChange(to: edit.wishList)
        }
        return Outcome(result)
    }
}
