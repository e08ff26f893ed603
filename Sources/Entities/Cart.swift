/// What checking out now would buy: one of each wish-listed product, shipped free.
public struct Cart: Equatable, Sendable {
    public let items: [Product]
    public let subtotal: Money
    /// Shipping is free worldwide.
    public let shipping: Money
    public let total: Money

    /// The cart for everything in `wishList`.
    public init(wishList: WishList) throws(ShopRuleViolation) {
        items = wishList.items
        subtotal = wishList.total
        shipping = .zero(in: wishList.currency)
        total = try subtotal.adding(shipping)
    }

    /// Whether there is nothing to buy.
    public var isEmpty: Bool { items.isEmpty }

    /// The items that have none left in stock.
    public var outOfStockItems: [Product] { items.filter { !$0.isInStock } }

    /// Checks that the cart can be bought: it is not empty and every item is in stock.
    public func validateForCheckout() throws(ShopRuleViolation) {
        guard !isEmpty else { throw .cartIsEmpty }
        guard outOfStockItems.isEmpty else { throw .outOfStock(outOfStockItems) }
    }
}
