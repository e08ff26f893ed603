import Entities

/// What the start screen shows: the first few products, how many there are, and the wish list with its total.
public struct Shopfront: Equatable, Sendable {
    /// The first products of the catalogue, at the stock now left.
    public let products: [Product]
    /// How many products the catalogue has.
    public let productCount: Int
    public let wishList: PricedWishList

    public init(products: [Product], productCount: Int, wishList: PricedWishList) {
        self.products = products
        self.productCount = productCount
        self.wishList = wishList
    }
}
