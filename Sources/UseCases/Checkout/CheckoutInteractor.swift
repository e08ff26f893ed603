import Entities

/// Checking out: buying the cart the customer agreed to as one order, once, however often it is asked.
@MainActor
public final class CheckoutInteractor {
    /// Receives the states of a checkout.
    public weak var observer: (any StateObserver<LoadState<CheckoutResult>>)?
    let catalogue: any ProductCatalogue
    let state: any ShopStateStore
    private let changes: any WishListChangeObserver
    let clock: any ShopClock
    private let keys: any CheckoutKeySource
    private let lostAnswers: LostAnswers
    let methods: [any CheckoutPaymentMethod]
    private let checkouts: OneCheckoutAtATime

    /// `changes` is told of the wish list once what was bought has left it; `clock` says when an order was placed;
    /// `keys` gives each checkout attempt its key, which `lostAnswers` keeps for the next attempt when an answer is lost;
    /// `payments` are the ways a code given pays, in the order they pay; `checkouts` is shared by every checkout of the
    /// shop, one at a time.
    public init(
        catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver, clock: any ShopClock,
        keys: any CheckoutKeySource, lostAnswers: LostAnswers, payments: [any CheckoutPaymentMethod] = [], checkouts: OneCheckoutAtATime
    ) {
        self.catalogue = catalogue
        methods = payments
        self.state = state
        self.changes = changes
        self.clock = clock
        self.keys = keys
        self.lostAnswers = lostAnswers
        self.checkouts = checkouts
    }

    /// Places the order for the cart under this attempt's key: the key of an earlier attempt whose outcome is unknown,
    /// or a new one. An order that key placed already is the answer, before anything else is checked or asked.
    /// Otherwise it is refused, with nothing asked and nothing saved, while the cart is empty or holds an item with none
    /// left or fewer than asked for. With a `confirmation`, the customer is asked about the cart first: a no orders
    /// nothing, and a yes buys exactly that cart; when it changed meanwhile, nothing is bought and they are asked again
    /// about the cart as it is now, told how it changed, or that what pays for it was spent elsewhere. What a code names,
    /// given in `codes` or by the customer when asked, pays what it can; a code that names nothing, or names what can
    /// pay nothing (a spent card), is refused before anything is asked (or, asked, said in the next question). The wish
    /// list is read again afterwards for the screens that follow it, as best it can be.
    /// While another checkout of the shop is under way, it is refused at once (`OneCheckoutAtATime`).
    @discardableResult
    public func checkout(codes: [CheckoutCode] = [], confirmingWith confirmation: (any CheckoutConfirmation)? = nil) async -> Outcome {
        var attempt = lostAnswers.unsettledCheckout
        var wishListAfterwards: Refresh<PricedWishList>?
        let result = await LoadState<CheckoutResult>.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            () async throws(ShopError) in
            try checkouts.begin()
            defer { checkouts.end() }
            let shop = try await state.readState()
            // Only a key carried over from an attempt whose outcome is unknown can have placed an order already.
            let carriedOver = attempt != nil
            let unsettled = attempt ?? .init(key: keys.newKey(), firstPossibleNumber: shop.nextOrderNumber)
            attempt = unsettled
            if carriedOver, let earlier = CheckoutPolicy.order(
                placedBy: unsettled.key, among: try await state.placedOrders(numberedFrom: unsettled.firstPossibleNumber)
            ) {
                wishListAfterwards = await WishListReading.refreshed(in: shop, from: catalogue)
                return .placedEarlier(earlier)
            }
            let (checkoutResult, saved) = try await place(
                from: shop, codes: codes, confirmingWith: confirmation, key: unsettled.key,
                ordersFrom: carriedOver ? unsettled.firstPossibleNumber : nil
            )
            if let saved { wishListAfterwards = await WishListReading.refreshed(in: saved, from: catalogue) }
            return checkoutResult
        }
        if let attempt { lostAnswers.noteCheckout(result, of: attempt) }
        // Told after the receipt is shown, so that a screen following the wish list prints after it.
        if case .success = result, let wishListAfterwards {
            changes.wishListDidChange(to: wishListAfterwards)
        }
        return Outcome(result)
    }
}
