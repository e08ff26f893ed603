/// What checking out now would buy: each wish-list line at its quantity, shipped free.
public struct Cart: Equatable, Sendable {
    public let lines: [WishListLine]
    public let subtotal: Money
    /// Shipping is free worldwide.
    public let shipping: Money
    public let total: Money

    /// The cart for everything in `wishList`.
    public init(wishList: WishList) throws(ShopRuleViolation) {
        lines = wishList.lines
        subtotal = wishList.total
        shipping = .zero(in: wishList.currency)
        total = try subtotal.adding(shipping)
    }

    /// The products, one for each line.
    public var items: [Product] { lines.map(\.product) }

    /// How many things the cart buys: each line's quantity, added up.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Whether there is nothing to buy.
    public var isEmpty: Bool { lines.isEmpty }

    /// The items that have none left in stock.
    public var outOfStockItems: [Product] { items.filter { !$0.isInStock } }

    /// The lines that ask for more than is left of a product still in stock.
    public var shortLines: [WishListLine] { lines.filter(\.isShort) }

    /// The lines whose price is not what it was when the product was wished for.
    public var repricedLines: [WishListLine] { lines.filter { $0.earlierPrice != nil } }

    /// Checks that the cart can be bought: it is not empty, every item is in stock, and in the quantity asked for.
    public func validateForCheckout() throws(ShopRuleViolation) {
        guard !isEmpty else { throw .cartIsEmpty }
        guard outOfStockItems.isEmpty else { throw .outOfStock(outOfStockItems) }
        guard shortLines.isEmpty else { throw .notEnoughStock(shortLines) }
    }
}
