import Entities

/// One change to what the shop remembers, as the store hands it over while it holds the state for this change alone:
/// the latest saved state, which the change edits; the orders placed since the number the change asked about; and the
/// orders the change places, which the store saves with the state once they keep the order numbers' rule.
public struct ShopTransaction: Sendable {
    /// The latest saved state, to change.
    public var state: ShopState
    /// The orders numbered from what `ShopStateStore.update(ordersFrom:_:)` asked for, newest first; none unless asked.
    public let recentOrders: [Order]
    /// The orders this change places, in the order placed.
    public private(set) var placedOrders: [Order] = []
    /// The number of the last order placed before this change (the highest); nil when none was.
    private let lastOrderNumberBefore: Int?

    /// A transaction over `state`, after orders up to the one numbered `lastOrderNumber` (nil when none was placed),
    /// with `recentOrders` already placed.
    public init(state: ShopState, lastOrderNumber: Int?, recentOrders: [Order] = []) {
        self.state = state
        self.recentOrders = recentOrders
        lastOrderNumberBefore = lastOrderNumber
    }

    /// The number of the last order placed, by this change or before it; nil when none was.
    public var lastOrderNumber: Int? {
        placedOrders.last?.number ?? lastOrderNumberBefore
    }

    /// Places `order`, to be saved with the state; the checkout's rule (`CheckoutPolicy`) decides what, and takes its
    /// number from the state (`ShopState.takeOrderNumber()`), which keeps the order numbers' rule.
    public mutating func place(_ order: Order) {
        placedOrders.append(order)
    }

    /// Refuses the change unless it keeps the order numbers' rule: each order it places is numbered above every order
    /// placed before it (`OrderNumbering`), and the state it leaves numbers the next order above them all (`ShopState`'s rule; the change
    /// may replace the state whole). Every store asks this before it saves, and saves nothing of a change refused.
    public func requireOrderNumbers() throws(OrderNumberingViolation) {
        var last = lastOrderNumberBefore
        for order in placedOrders {
            try OrderNumbering.requireOrder(numbered: order.number, after: last)
            last = order.number
        }
        if let last, !state.isNextOrderNumberAbove(everyOrderUpTo: last) { throw .nextNotAboveTheLast(next: state.nextOrderNumber, last: last) }
    }
}
