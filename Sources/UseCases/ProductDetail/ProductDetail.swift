import Entities

/// One product as this customer sees it: with their rating and whether they wish for it.
public struct ProductDetail: Equatable, Sendable {
    public let product: Product
    public let rating: Rating?
    public let isInWishList: Bool

    public init(product: Product, rating: Rating?, isInWishList: Bool) {
        self.product = product
        self.rating = rating
        self.isInWishList = isInWishList
    }
}
