import Entities
import UseCases

/// Everything a state document holds: the customer's current state and the orders placed, in the order placed.
public struct SavedShop: Equatable, Sendable {
    public var state: ShopState
    /// The orders placed, oldest first.
    public var orders: [Order]

    /// A document of `state` and `orders`.
    public init(state: ShopState = .empty, orders: [Order] = []) {
        self.state = state
        self.orders = orders
    }
}
