import Entities

/// Looking at the wish list, and following it as it changes anywhere in the shop.
@MainActor
public final class WishListInteractor {
    /// Receives the wish list's states, including each change made anywhere in the shop.
    public weak var observer: (any StateObserver<LoadState<PricedWishList>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore

    /// An interactor over `catalogue` and the customer's `state`.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore) {
        self.catalogue = catalogue
        self.state = state
    }

    /// Loads the wish list.
    @discardableResult
    public func load() async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await WishListReading.wishList(in: try await state.readState(), from: catalogue)
        })
    }
}

extension WishListInteractor: WishListChangeObserver {
    public func wishListDidChange(to wishList: Refresh<PricedWishList>) {
        switch wishList {
        case let .refreshed(wishList): observer?.stateDidChange(.loaded(wishList))
        case let .failed(error): observer?.stateDidChange(.failed(.notRefreshed(error)))
        }
    }
}
