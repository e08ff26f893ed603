import Entities

/// Checking out: buying everything in the cart as one order.
@MainActor
public final class CheckoutInteractor {
    /// Receives the states of a checkout.
    public weak var observer: (any StateObserver<LoadState<CheckoutResult>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver
    private let clock: any ShopClock

    /// `changes` is told of the wish list once what was bought has left it; `clock` says when an order was placed.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver, clock: any ShopClock) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
        self.clock = clock
    }

    /// Places the order for the cart: refused, with nothing asked and nothing saved, while the cart is empty or holds
    /// an item with none left or fewer than asked for, checked against the cart as read and again against the latest
    /// saved state. With a `confirmation`, the customer is asked about the cart that may be bought before anything is
    /// saved, and a no orders nothing.
    @discardableResult
    public func checkout(confirmingWith confirmation: (any CheckoutConfirmation)? = nil) async -> Outcome {
        var wishListAfterwards: WishList?
        let result = await LoadState<CheckoutResult>.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            () async throws(ShopError) in
            let shop = try await state.readState()
            let catalogued = try await catalogue.lookUp(shop.wishListIDs)
            let cart = try CheckoutPolicy.cart(of: try WishListReading.wishList(of: catalogued, in: shop, currency: catalogue.currency))
            try CheckoutPolicy.validate(cart)
            if let confirmation, await !confirmation.confirm(cart) { return .declined }
            let (order, wishList) = try await place(buying: catalogued)
            wishListAfterwards = wishList
            return .placed(order)
        }
        // Told after the receipt is shown, so that a screen following the wish list prints after it.
        if let wishListAfterwards {
            changes.wishListDidChange(to: wishListAfterwards)
        }
        return Outcome(result)
    }

    private func place(buying catalogued: [Product]) async throws(ShopError) -> (Order, WishList) {
        let currency = catalogue.currency, now = clock.now()
        let (order, saved) = try await state.apply { shop throws(ShopError) in
            (try CheckoutPolicy.placeOrder(buying: catalogued, in: &shop, currency: currency, at: now), shop)
        }
        return (order, try await WishListReading.wishList(in: saved, from: catalogue))
    }
}
