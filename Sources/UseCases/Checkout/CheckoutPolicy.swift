import Entities

/// The rules of checking out, applied to the latest saved state in one transaction. A checkout's key places one order
/// at most: when an order with the key is there already, that is the checkout's order, and nothing more happens.
/// Otherwise the cart is what the wish list holds now, each of the products the customer saw at the stock left now:
/// one with none left, or fewer than asked for, is refused and named; one the catalogue no longer lists is left out,
/// and stays on the wish list. When the customer was asked, the order buys
/// exactly the cart they agreed to, with exactly the payments they agreed to: if the cart is not that any more (a
/// quantity, a price, an item gone or added), or a payment is not (another shop spent what it draws on meanwhile),
/// nothing is bought. Each payment is what its instrument pays as the state has it, and is recorded in the same
/// transaction as the order, so that two shops at once never spend more than a card holds. The order takes the next
/// number while there is one, the units bought are recorded as sold, and what was bought leaves the wish list.
enum CheckoutPolicy {
    /// What the transaction did: placed an order (or found it placed), or bought nothing, since the cart, or what pays
    /// for it, is not what the customer agreed to.
    enum Placement: Sendable {
        case done(CheckoutResult)
        case cartChanged
        case spentElsewhere
    }

    /// Places the order for the cart of `products` (as the catalogue lists them) in `transaction`, at `time`, under the
    /// checkout's `key`; `confirmed` is the cart the customer agreed to, when they were asked.
    static func placeOrder(
        buying products: [Product], askedAbout asked: Cart, confirmed: CheckoutQuestion?, paying payments: CheckoutPayments,
        in transaction: inout ShopTransaction, currency: Currency, at time: Timestamp, key: String
    ) throws(ShopError) -> Placement {
        if let earlier = order(placedBy: key, among: transaction.recentOrders) { return .done(.placedEarlier(earlier)) }
        let state = transaction.state
        // The products asked about, sold or no longer: one the wish list gained meanwhile was not, and is no part of this
        // cart; the customer who was asked is asked again.
        let seen = Set(asked.lines.map(\.product.id) + asked.leftOut.map(\.productID))
        if confirmed != nil, state.wishList.productIDs.contains(where: { !seen.contains($0) }) { return .cartChanged }
        let cart = try cart(of: products, in: state, currency: currency, askedAbout: seen)
        try validate(cart)
        if let agreed = confirmed?.cart, !cart.changes(since: agreed).isEmpty { return .cartChanged }
        // A balance is the state's: another shop may have spent it while the customer decided.
        let planned: [Payment]
        do {
            planned = try payments.planned(toward: cart, in: state).map(\.payment)
        } catch where confirmed != nil {
            return .spentElsewhere
        }
        if let confirmed, planned != confirmed.payments.map(\.payment) { return .spentElsewhere }
        do {
            let order = try Order(number: try transaction.state.takeOrderNumber(), buying: cart, placedAt: time, checkoutKey: key, payments: planned)
            try transaction.state.sold.record(order)
            try payments.record(order.payments, in: &transaction.state)
            transaction.state.wishList.removeAll(Set(order.lines.map(\.productID)))
            transaction.place(order)
            return .done(.placed(order, leftOut: cart.leftOut))
        } catch {
            throw .refused(error)
        }
    }

    /// The order `key` placed, among `orders`.
    static func order(placedBy key: String, among orders: [Order]) -> Order? {
        orders.first { $0.checkoutKey == key }
    }

    /// The cart of the wish list in `state`, each of `products` (as the catalogue lists them) at the stock left.
    static func cart(of products: [Product], in state: ShopState, currency: Currency, askedAbout: Set<ProductID>? = nil) throws(ShopError) -> Cart {
        try cart(of: try WishListReading.priced(state, with: products, currency: currency, askedAbout: askedAbout))
    }

    /// The cart that buys everything in `wishList`.
    static func cart(of wishList: PricedWishList) throws(ShopError) -> Cart {
        do {
            return try Cart(wishList: wishList)
        } catch {
            throw .refused(error)
        }
    }

    /// Refuses a cart that is empty or holds an item with none left, or fewer than asked for.
    static func validate(_ cart: Cart) throws(ShopError) {
        do {
            try cart.validateForCheckout()
        } catch {
            throw .refused(error)
        }
    }
}
