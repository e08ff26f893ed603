import Entities

/// Some of the orders placed, and how many there are in all.
public struct OrderSlice: Equatable, Sendable {
    /// The orders asked for, newest first.
    public let orders: [Order]
    /// How many orders have been placed.
    public let count: Int

    /// `orders` out of `count` placed.
    public init(orders: [Order], count: Int) {
        self.orders = orders
        self.count = count
    }
}
