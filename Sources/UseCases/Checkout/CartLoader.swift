import Entities

/// Gives the cart: what checking out now would buy.
public protocol CartLoader: Sendable {
    /// The cart built from the current wish list and stock.
    func loadCart() async throws(ShopError) -> Cart
}
