import Entities

/// Setting how many of a wish-listed product the customer wants.
@MainActor
public final class SetQuantityInteractor {
    /// Receives the states of the change.
    public weak var observer: (any StateObserver<LoadState<WishListEdit>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver
    private let lostAnswers: LostAnswers

    /// `changes` is told of the new wish list, so the cart and wish list screens follow; `lostAnswers` remembers a
    /// change whose answer was lost.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver, lostAnswers: LostAnswers) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
        self.lostAnswers = lostAnswers
    }

    /// Sets the line of the product with `id` on the latest saved wish list to `quantity` (`WishListPolicy`); refused,
    /// with nothing saved, for an unknown product, one not on the wish list, or more than is left.
    @discardableResult
    public func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome {
        let change = LostAnswers.Change.setQuantity(id, quantity)
        let earlierMayHaveSet = lostAnswers.mayHaveMade(change)
        return await WishListChanging.run(change, lostAnswers: lostAnswers, telling: changes, publishingTo: { [weak self] in
            self?.observer?.stateDidChange($0)
        }) { () async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let (setting, saved) = try await state.apply { shop throws(ShopError) in
                (try WishListPolicy.setQuantity(quantity, of: product, in: &shop, earlierAttemptMayHaveSetIt: earlierMayHaveSet), shop)
            }
            let wishList = try await WishListReading.wishList(in: saved, from: catalogue)
            return WishListEdit(setting.kind, saved.current(product), wishList: wishList, byEarlierAttempt: setting.byEarlierAttempt)
        }
    }
}
