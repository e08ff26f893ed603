import Entities

/// One wished-for product as the shop remembers it: its id, how many, and its price when it was put on the wish list.
public struct WishListEntry: Equatable, Sendable {
    public let productID: ProductID
    /// How many the customer wants; at least 1.
    public var quantity: Int
    /// The price when the product was put on the wish list; nil when an older Tasch did not keep it.
    public let priceWhenAdded: Money?

    /// `quantity` of the product with `productID`, wished for at `priceWhenAdded`.
    public init(_ productID: ProductID, quantity: Int = 1, priceWhenAdded: Money? = nil) {
        self.productID = productID
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
    }
}
