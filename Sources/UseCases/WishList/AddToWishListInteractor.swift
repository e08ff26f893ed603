import Entities

/// Putting a product on the wish list.
@MainActor
public final class AddToWishListInteractor {
    /// Receives the states of an addition.
    public weak var observer: (any StateObserver<LoadState<WishListEdit>>)?
    private let changing: WishListChanging

    /// Makes its change through `changing`.
    public init(_ changing: WishListChanging) {
        self.changing = changing
    }

    /// Adds one of the product with `id` at the end of the latest saved wish list, remembering its price now; an
    /// unknown product is refused, and so is one already there, unless an earlier addition of it lost its answer: then
    /// that addition is what put it there, and the answer says so. Nothing is saved when refused.
    @discardableResult
    public func add(_ id: ProductID) async -> Outcome {
        await changing.run(.add(id), of: id, publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            product, wishList, earlier throws(ShopError) in
            try WishListPolicy.add(product, to: &wishList, earlierMayHaveAdded: earlier)
        }
    }
}
