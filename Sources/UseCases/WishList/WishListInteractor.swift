import Entities

/// Keeping a wish list: looking at it, adding products and taking them out.
@MainActor
public final class WishListInteractor {
    /// Receives the wish list's states, including each change made anywhere in the shop.
    public weak var observer: (any StateObserver<LoadState<WishList>>)?
    /// Receives the states of this interactor's own additions and removals.
    public weak var editObserver: (any StateObserver<LoadState<WishListEdit>>)?
    private let store: any WishListStore
    private let changes: any WishListChangeObserver

    /// `changes` is told of every successful edit, so the cart and wish list screens follow.
    public init(store: any WishListStore, changes: any WishListChangeObserver) {
        self.store = store
        self.changes = changes
    }

    /// Loads the wish list.
    public func load() async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await store.loadWishList()
        }
    }

    /// Adds the product with `id`.
    public func add(_ id: ProductID) async {
        await edit { () async throws(ShopError) in try await store.addToWishList(id) }
    }

    /// Takes the product with `id` out.
    public func remove(_ id: ProductID) async {
        await edit { () async throws(ShopError) in try await store.removeFromWishList(id) }
    }

    private func edit(_ operation: () async throws(ShopError) -> WishListEdit) async {
        let edit = await LoadState.track(publishingTo: { [weak self] in self?.editObserver?.stateDidChange($0) }, operation)
        if let edit {
            changes.wishListDidChange(to: edit.wishList)
        }
    }
}

extension WishListInteractor: WishListChangeObserver {
    public func wishListDidChange(to wishList: WishList) {
        observer?.stateDidChange(.loaded(wishList))
    }
}
