import Entities

/// Checking out: buying everything in the cart as one order, once, however often it is asked.
@MainActor
public final class CheckoutInteractor {
    /// Receives the states of a checkout.
    public weak var observer: (any StateObserver<LoadState<CheckoutResult>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver
    private let clock: any ShopClock
    private let keys: any CheckoutKeySource
    private let lostAnswers: LostAnswers

    /// `changes` is told of the wish list once what was bought has left it; `clock` says when an order was placed;
    /// `keys` gives each checkout attempt its key, which `lostAnswers` keeps for the next attempt when an answer is lost.
    public init(
        catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver, clock: any ShopClock,
        keys: any CheckoutKeySource, lostAnswers: LostAnswers
    ) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
        self.clock = clock
        self.keys = keys
        self.lostAnswers = lostAnswers
    }

    /// Places the order for the cart under this attempt's key: the key of an earlier attempt whose answer was lost, or
    /// a new one. An order that key placed already is the answer, before anything else is checked or asked. Otherwise
    /// it is refused, with nothing asked and nothing saved, while the cart is empty or holds an item with none left or
    /// fewer than asked for, checked against the cart as read and again against the latest saved state. With a
    /// `confirmation`, the customer is asked about the cart that may be bought before anything is saved, and a no
    /// orders nothing.
    @discardableResult
    public func checkout(confirmingWith confirmation: (any CheckoutConfirmation)? = nil) async -> Outcome {
        let key = lostAnswers.checkoutKey ?? keys.newKey()
        var wishListAfterwards: WishList?
        let result = await LoadState<CheckoutResult>.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            () async throws(ShopError) in
            let shop = try await state.readState()
            if let earlier = shop.order(placedByCheckout: key) {
                wishListAfterwards = try await WishListReading.wishList(in: shop, from: catalogue)
                return .placedEarlier(earlier)
            }
            let catalogued = try await catalogue.lookUp(shop.wishListIDs)
            let cart = try CheckoutPolicy.cart(of: try WishListReading.wishList(of: catalogued, in: shop, currency: catalogue.currency))
            try CheckoutPolicy.validate(cart)
            if let confirmation, await !confirmation.confirm(cart) { return .declined }
            let (placed, wishList) = try await place(buying: catalogued, key: key)
            wishListAfterwards = wishList
            return placed
        }
        lostAnswers.noteCheckout(result, key: key)
        // Told after the receipt is shown, so that a screen following the wish list prints after it.
        if case .success = result, let wishListAfterwards {
            changes.wishListDidChange(to: wishListAfterwards)
        }
        return Outcome(result)
    }

    private func place(buying catalogued: [Product], key: String) async throws(ShopError) -> (CheckoutResult, WishList) {
        let currency = catalogue.currency, now = clock.now()
        let (placed, saved) = try await state.apply { shop throws(ShopError) in
            (try CheckoutPolicy.placeOrder(buying: catalogued, in: &shop, currency: currency, at: now, key: key), shop)
        }
        return (placed, try await WishListReading.wishList(in: saved, from: catalogue))
    }
}
