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

    /// Takes the product with `id` off the latest saved wish list, whatever its quantity; refused, with nothing saved,
    /// when the catalogue does not have it or it is not there, unless an earlier removal of it lost its answer: then
    /// that removal took it off, and the answer says so.
    @discardableResult
    public func remove(_ id: ProductID) async -> Outcome {
        let (catalogue, state) = (changing.catalogue, changing.state)
        return await changing.run(.remove(id), publishingTo: { [weak self] in
            self?.observer?.stateDidChange($0)
        }) { (earlierMayHaveRemoved) async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let (saved, byEarlierAttempt) = try await state.apply { shop throws(ShopError) in
                guard shop.wishListEntry(for: id) != nil else {
                    guard earlierMayHaveRemoved else { throw .refused(.notInWishList(shop.current(product))) }
                    return (shop, true)
                }
                shop.removeFromWishList(id)
                return (shop, false)
            }
            let wishList = try await WishListReading.wishList(in: saved, from: catalogue)
            return WishListEdit(.removed, saved.current(product), wishList: wishList, byEarlierAttempt: byEarlierAttempt)
        }
    }
}
