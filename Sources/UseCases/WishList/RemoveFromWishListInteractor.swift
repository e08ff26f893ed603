import Entities

/// Taking a product off the wish list.
@MainActor
public final class RemoveFromWishListInteractor {
    /// Receives the states of a removal.
    public weak var observer: (any StateObserver<LoadState<WishListEdit>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver
    private let lostAnswers: LostAnswers

    /// `changes` is told of the new wish list, so the cart and wish list screens follow; `lostAnswers` remembers a
    /// removal whose answer was lost.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver, lostAnswers: LostAnswers) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
        self.lostAnswers = lostAnswers
    }

    /// Takes the product with `id` off the latest saved wish list, whatever its quantity; refused, with nothing saved,
    /// when the catalogue does not have it or it is not there, unless an earlier removal of it lost its answer: then
    /// that removal took it off, and the answer says so.
    @discardableResult
    public func remove(_ id: ProductID) async -> Outcome {
        let change = LostAnswers.Change.remove(id)
        let earlierMayHaveRemoved = lostAnswers.mayHaveMade(change)
        return await WishListChanging.run(change, lostAnswers: lostAnswers, telling: changes, publishingTo: { [weak self] in
            self?.observer?.stateDidChange($0)
        }) { () async throws(ShopError) in
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
