/// One product on the wish list: how many of it the customer wants, what that costs now, and what it cost when they
/// put it there.
public struct WishListLine: Equatable, Sendable {
    public let product: Product
    /// How many the customer wants; at least 1.
    public let quantity: Int
    /// The product's price when it was put on the wish list; nil when that was not kept (an older Tasch).
    public let priceWhenAdded: Money?
    /// What the line costs: the price now, `quantity` times.
    public let amount: Money

    /// A line of `quantity` of `product`; refused when the quantity is below 1 or the amount cannot be counted.
    public init(_ product: Product, quantity: Int = 1, priceWhenAdded: Money? = nil) throws(ShopRuleViolation) {
        guard quantity >= 1 else { throw .invalidQuantity(quantity) }
        self.product = product
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
        amount = try product.price.multiplied(by: quantity)
    }

    /// The price when the product was wished for, when it is not the price now: a change the customer must be told of.
    public var earlierPrice: Money? {
        priceWhenAdded == product.price ? nil : priceWhenAdded
    }

    /// Whether the stock left falls short of the quantity although some are left.
    public var isShort: Bool {
        product.isInStock && product.stock < quantity
    }
}
