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
        let (catalogue, state) = (changing.catalogue, changing.state)
        return await changing.run(.add(id), publishingTo: { [weak self] in
            self?.observer?.stateDidChange($0)
        }) { (earlierMayHaveAdded) async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let (saved, byEarlierAttempt) = try await state.apply { shop throws(ShopError) in
                guard shop.wishListEntry(for: id) == nil else {
                    guard earlierMayHaveAdded else { throw .refused(.alreadyInWishList(shop.current(product))) }
                    return (shop, true)
                }
                shop.wishList.append(WishListEntry(id, priceWhenAdded: product.price))
                return (shop, false)
            }
            let wishList = try await WishListReading.wishList(in: saved, from: catalogue)
            return WishListEdit(.added, saved.current(product), wishList: wishList, byEarlierAttempt: byEarlierAttempt)
        }
    }
}
