import Entities

/// One change to what the shop remembers, as the store hands it over while it holds the state for this change alone:
/// the latest saved state, which the change edits; the orders placed since the number the change asked about; and the
/// orders the change places, which the store saves with the state.
public struct ShopTransaction: Sendable {
    /// The latest saved state, to change.
    public var state: ShopState
    /// The orders numbered from what `ShopStateStore.update(ordersFrom:_:)` asked for, newest first; none unless asked.
    public let recentOrders: [Order]
    /// The orders this change places, in the order placed.
    public private(set) var placedOrders: [Order] = []

    /// A transaction over `state`, with `recentOrders` already placed.
    public init(state: ShopState, recentOrders: [Order] = []) {
        self.state = state
        self.recentOrders = recentOrders
    }

    /// Places `order`, to be saved with the state; the checkout's rule (`CheckoutPolicy`) decides what and under which
    /// number.
    public mutating func place(_ order: Order) {
        placedOrders.append(order)
    }
}
