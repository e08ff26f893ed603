import Entities

/// Checking out: buying the cart the customer agreed to as one order, once, however often it is asked.
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

    /// Places the order for the cart under this attempt's key: the key of an earlier attempt whose outcome is unknown,
    /// or a new one. An order that key placed already is the answer, before anything else is checked or asked.
    /// Otherwise it is refused, with nothing asked and nothing saved, while the cart is empty or holds an item with none
    /// left or fewer than asked for. With a `confirmation`, the customer is asked about the cart first: a no orders
    /// nothing, and a yes buys exactly that cart; when it changed meanwhile, nothing is bought and they are asked again
    /// about the cart as it is now, told how it changed. The wish list is read again afterwards for the screens that
    /// follow it, as best it can be.
    @discardableResult
    public func checkout(confirmingWith confirmation: (any CheckoutConfirmation)? = nil) async -> Outcome {
        var attempt = lostAnswers.unsettledCheckout
        var wishListAfterwards: Refresh<PricedWishList>?
        let result = await LoadState<CheckoutResult>.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) {
            () async throws(ShopError) in
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
                from: shop, confirmingWith: confirmation, key: unsettled.key, ordersFrom: carriedOver ? unsettled.firstPossibleNumber : nil
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

    /// Asks about the cart in `shop` and places its order in one transaction; the state saved, unless declined. When the
    /// cart changed while the customer decided, nothing is bought: they are asked again about the cart as it is now,
    /// told how it changed, until an order is placed, they say no, or the cart can no longer be bought.
    private func place(
        from shop: ShopState, confirmingWith confirmation: (any CheckoutConfirmation)?, key: String, ordersFrom first: Int?
    ) async throws(ShopError) -> (CheckoutResult, ShopState?) {
        var (products, question) = try await cart(in: shop)
        let currency = catalogue.currency
        while true {
            var buying = products, confirmed: Cart?
            if let confirmation {
                guard await confirmation.confirm(question) else { return (.declined, nil) }
                // The customer took their time: what is bought is checked against the catalogue as it is now.
                (buying, confirmed) = (try await catalogue.lookUp(products.map(\.id)), question.cart)
            }
            let now = clock.now()
            let kept = try await state.transact(ordersFrom: first) { [buying, confirmed] transaction throws(ShopError) in
                let placement = try CheckoutPolicy.placeOrder(
                    buying: buying, confirmed: confirmed, in: &transaction, currency: currency, at: now, key: key
                )
                return (placement, transaction.state)
            }
            let (placement, saved) = kept.value
            switch placement {
            case let .done(result): return (result.kept(kept.durability), saved)
            case .cartChanged:
                let agreed = question.cart
                (products, question) = try await cart(in: try await state.readState())
                question = CheckoutQuestion(cart: question.cart, changes: question.cart.changes(since: agreed))
            }
        }
    }

    /// The cart of the wish list in `shop`, with its products as the catalogue lists them now; refused, naming what
    /// stands in the way, when it cannot be bought.
    private func cart(in shop: ShopState) async throws(ShopError) -> ([Product], CheckoutQuestion) {
        let products = try await catalogue.lookUp(shop.wishList.productIDs)
        let cart = try CheckoutPolicy.cart(of: products, in: shop, currency: catalogue.currency)
        try CheckoutPolicy.validate(cart)
        return (products, CheckoutQuestion(cart: cart))
    }
}
