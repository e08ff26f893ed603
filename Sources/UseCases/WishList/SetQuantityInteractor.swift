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

    /// Sets the line of the product with `id` on the latest saved wish list to `quantity` (`WishListPolicy`); refused,
    /// with nothing saved, for an unknown product, one not on the wish list, or more than is left.
    @discardableResult
    public func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome {
        let (catalogue, state) = (changing.catalogue, changing.state)
        return await changing.run(.setQuantity(id, quantity), publishingTo: { [weak self] in
            self?.observer?.stateDidChange($0)
        }) { (earlierMayHaveSet) async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let (setting, saved) = try await state.apply { shop throws(ShopError) in
                (try WishListPolicy.setQuantity(quantity, of: product, in: &shop, earlierAttemptMayHaveSetIt: earlierMayHaveSet), shop)
            }
            let wishList = try await WishListReading.wishList(in: saved, from: catalogue)
            return WishListEdit(setting.kind, saved.current(product), wishList: wishList, byEarlierAttempt: setting.byEarlierAttempt)
        }
    }
}
