import Entities

/// What the customer is asked before an order is placed: the cart a yes buys and, when they are asked again because
/// the cart changed while they decided, how it changed since the cart they said yes to.
public struct CheckoutQuestion: Equatable, Sendable {
    /// The cart a yes buys, exactly.
    public let cart: Cart
    /// How `cart` differs from the cart the customer last said yes to, which could not be bought as it was; nil when
    /// they are asked for the first time.
    public let changes: [CartChange]?

    /// The question about `cart`; `changes` when it is asked again.
    public init(cart: Cart, changes: [CartChange]? = nil) {
        self.cart = cart
        self.changes = changes
    }
}
