import Entities

/// Setting how many of a wish-listed product the customer wants.
@MainActor
public final class SetQuantityInteractor {
    /// Receives the states of the change.
    public weak var observer: (any StateObserver<LoadState<WishListEdit>>)?
    private let changing: WishListChanging

    /// Makes its change through `changing`.
    public init(_ changing: WishListChanging) {
        self.changing = changing
    }

    /// Sets the line of the product with `id` on the latest saved wish list to `quantity` (`WishList.setQuantity`);
    /// refused, with nothing saved, for an unknown product, one not on the wish list, or more than is left.
    @discardableResult
    public func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome {
        await changing.run(.setQuantity(id, quantity), of: id, publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            product, wishList, earlier throws(ShopError) in
            try WishListPolicy.setQuantity(quantity, of: product, in: &wishList, earlierMayHaveSet: earlier)
        }
    }
}
