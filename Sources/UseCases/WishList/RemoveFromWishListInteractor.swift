import Entities

/// Taking a product off the wish list.
@MainActor
public final class RemoveFromWishListInteractor {
    /// Receives the states of a removal.
    public weak var observer: (any StateObserver<LoadState<WishListEdit>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver

    /// `changes` is told of the new wish list, so the cart and wish list screens follow.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
    }

    /// Takes the product with `id` off the latest saved wish list, whatever its quantity; refused, with nothing saved,
    /// when it is not there or the catalogue does not have it.
    @discardableResult
    public func remove(_ id: ProductID) async -> Outcome {
        let result = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let saved = try await state.apply { shop throws(ShopError) in
                guard shop.wishListEntry(for: id) != nil else { throw .refused(.notInWishList(shop.current(product))) }
                shop.removeFromWishList(id)
                return shop
            }
            return WishListEdit(.removed, saved.current(product), wishList: try await WishListReading.wishList(in: saved, from: catalogue))
        }
        if case let .success(edit) = result {
            changes.wishListDidChange(to: edit.wishList)
        }
        return Outcome(result)
    }
}
