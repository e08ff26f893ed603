import Entities

/// The rules of checking out, applied to the latest saved state in one transaction: the products the customer saw in
/// the cart are bought in the quantities on the wish list at the stock left now, and one with none left, or fewer than
/// asked for, is refused and named; the order takes the next number while there is one; the units bought are
/// recorded as sold; what was bought leaves the wish list. A checkout's key places one order at most: when an order
/// with the key is there already, that is the checkout's order, and nothing more happens.
enum CheckoutPolicy {
    /// Places the order for `catalogued` (the cart's products as the catalogue lists them) in `state`, at `time`, under
    /// the checkout's `key`; or finds the order that key placed already.
    static func placeOrder(
        buying catalogued: [Product], in state: inout ShopState, currency: Currency, at time: Timestamp, key: String
    ) throws(ShopError) -> CheckoutResult {
        if let earlier = state.order(placedByCheckout: key) { return .placedEarlier(earlier) }
        let cart = try cart(of: try WishListReading.wishList(of: catalogued, in: state, currency: currency))
        let order: Order
        do {
            order = try Order(number: state.nextOrderNumber, buying: cart, placedAt: time, checkoutKey: key)
        } catch {
            throw .refused(error)
        }
        guard state.nextOrderNumber < Int.max else { throw .refused(.noOrderNumbersLeft) }
        for line in order.lines {
            state.sold[line.productID, default: 0] += line.quantity
        }
        let bought = Set(order.lines.map(\.productID))
        state.wishList.removeAll { bought.contains($0.productID) }
        state.orders.append(order)
        state.nextOrderNumber += 1
        return .placed(order)
    }

    /// Refuses a cart that is empty or holds an item with none left, before anything is saved.
    static func validate(_ cart: Cart) throws(ShopError) {
        do {
            try cart.validateForCheckout()
        } catch {
            throw .refused(error)
        }
    }

    /// The cart that buys everything in `wishList`.
    static func cart(of wishList: WishList) throws(ShopError) -> Cart {
        do {
            return try Cart(wishList: wishList)
        } catch {
            throw .refused(error)
        }
    }
}
