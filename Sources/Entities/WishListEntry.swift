/// One product on the wish list as the shop remembers it: which product, how many of it, and its price when it was put
/// there. An entry always holds at least one of its product, at a price of no less than nothing.
public struct WishListEntry: Equatable, Sendable {
    public let productID: ProductID
    /// How many the customer wants; at least 1.
    public let quantity: Int
    /// The price of one when it was put on the wish list; nil when an older Tasch did not keep it.
    public let priceWhenAdded: Money?

    /// `quantity` of the product with `productID`, wished for at `priceWhenAdded`; refused when the quantity is below 1
    /// or the price below nothing.
    public init(_ productID: ProductID, quantity: Int = 1, priceWhenAdded: Money? = nil) throws(ShopRuleViolation) {
        guard quantity >= 1 else { throw .invalidQuantity(quantity) }
        if let priceWhenAdded, priceWhenAdded.minorUnits < 0 { throw .negativePrice(priceWhenAdded) }
        self.productID = productID
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
    }

    /// The same entry holding `quantity` of its product.
    public func holding(_ quantity: Int) throws(ShopRuleViolation) -> WishListEntry {
        try WishListEntry(productID, quantity: quantity, priceWhenAdded: priceWhenAdded)
    }
}
