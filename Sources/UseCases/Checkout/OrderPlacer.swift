import Entities

/// Places orders: records the order, lowers the stock and empties the wish list of what was bought, all at once.
public protocol OrderPlacer: Sendable {
    /// Buys the items of `cart` as they stand now; refused when any of them has run out.
    func placeOrder(for cart: Cart) async throws(ShopError) -> PlacedOrder
}
