import Entities

/// Asks the customer whether to place the order, once the cart is known to be one that may be bought: what is bought
/// and what it costs, with any price that changed since it was wished for.
@MainActor
public protocol CheckoutConfirmation: AnyObject {
    /// Whether the customer wants to buy `cart`.
    func confirm(_ cart: Cart) async -> Bool
}
