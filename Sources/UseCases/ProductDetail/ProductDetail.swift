import Entities

/// One product as this customer sees it: at the stock left, with their rating, their wish-list entry, and what
/// shipping one of it costs.
public struct ProductDetail: Equatable, Sendable {
    public let product: Product
    public let rating: Rating?
    /// The product's entry on the wish list, with how many are wished for; nil when it is not there.
    public let wishListEntry: WishListEntry?
    /// What shipping one of it costs, by the shop's shipping rule (`Cart.shipping(for:in:)`).
    public let shipping: Money

    public init(product: Product, rating: Rating?, wishListEntry: WishListEntry?, shipping: Money) {
        self.product = product
        self.rating = rating
        self.wishListEntry = wishListEntry
        self.shipping = shipping
    }

    /// Whether the product is on the wish list.
    public var isInWishList: Bool { wishListEntry != nil }
}
