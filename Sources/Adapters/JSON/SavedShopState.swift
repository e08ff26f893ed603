import Entities

/// What the state file remembers of one customer: the data layer's own model, from which every view is derived.
public struct SavedShopState: Equatable, Sendable {
    /// Wished-for product ids, in the order they were added.
    public var wishList: [ProductID]
    public var ratings: [ProductID: Rating]
    /// Units bought of each product; the catalogue's quantity minus these is the stock left.
    public var sold: [ProductID: Int]
    public var orders: [Order]
    public var nextOrderNumber: Int

    /// A state holding the given values.
    public init(
        wishList: [ProductID] = [],
        ratings: [ProductID: Rating] = [:],
        sold: [ProductID: Int] = [:],
        orders: [Order] = [],
        nextOrderNumber: Int = SavedShopState.firstOrderNumber
    ) {
        self.wishList = wishList
        self.ratings = ratings
        self.sold = sold
        self.orders = orders
        self.nextOrderNumber = nextOrderNumber
    }

    /// Order numbers start here so that the first one already looks like an order number.
    public static let firstOrderNumber = 1001

    /// A customer who has done nothing yet: what a missing state file means.
    public static let empty = SavedShopState()
}
