import Entities

/// Setting how many of a wish-listed product the customer wants.
@MainActor
public final class SetQuantityInteractor {
    /// Receives the states of the change.
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

    /// Sets the line of the product with `id` on the latest saved wish list to `quantity` (`WishListPolicy`); refused,
    /// with nothing saved, for an unknown product, one not on the wish list, or more than is left.
    @discardableResult
    public func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome {
        let result = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let (kind, saved) = try await state.apply { shop throws(ShopError) in
                (try WishListPolicy.setQuantity(quantity, of: product, in: &shop), shop)
            }
            return WishListEdit(kind, saved.current(product), wishList: try await WishListReading.wishList(in: saved, from: catalogue))
        }
        if case let .success(edit) = result {
            changes.wishListDidChange(to: edit.wishList)
        }
        return Outcome(result)
    }
}
