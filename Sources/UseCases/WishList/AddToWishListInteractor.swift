import Entities

/// Putting a product on the wish list.
@MainActor
public final class AddToWishListInteractor {
    /// Receives the states of an addition.
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

    /// Adds one of the product with `id` at the end of the latest saved wish list, remembering its price now; an
    /// unknown product, or one already there, is refused and nothing is saved.
    @discardableResult
    public func add(_ id: ProductID) async -> Outcome {
        let result = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let saved = try await state.apply { shop throws(ShopError) in
                guard shop.wishListEntry(for: id) == nil else { throw .refused(.alreadyInWishList(shop.current(product))) }
                shop.wishList.append(WishListEntry(id, priceWhenAdded: product.price))
                return shop
            }
            return WishListEdit(.added, saved.current(product), wishList: try await WishListReading.wishList(in: saved, from: catalogue))
        }
        if case let .success(edit) = result {
            changes.wishListDidChange(to: edit.wishList)
        }
        return Outcome(result)
    }
}
