import Entities

/// Taking a product off the wish list.
@MainActor
public final class RemoveFromWishListInteractor {
    /// Receives the states of a removal.
    public weak var observer: (any StateObserver<LoadState<WishListEdit>>)?
    private let changing: WishListChanging

    /// Makes its change through `changing`.
    public init(_ changing: WishListChanging) {
        self.changing = changing
    }

    /// Takes the product with `id` off the latest saved wish list, whatever its quantity, and even when the catalogue no
    /// longer lists it; refused, with nothing saved, when it is not there (or not found at all), unless an earlier
    /// removal of it lost its answer: then that removal took it off, and the answer says so.
    @discardableResult
    public func remove(_ id: ProductID) async -> Outcome {
        await changing.runOnEntry(.remove(id), of: id, publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            product, wishList, earlier throws(ShopError) in
            try WishListPolicy.remove(id, product, from: &wishList, earlierMayHaveRemoved: earlier)
        }
    }
}
