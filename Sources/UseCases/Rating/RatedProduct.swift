import Entities

/// A product and the rating the customer just gave it.
public struct RatedProduct: Equatable, Sendable {
    public let product: Product
    public let rating: Rating

    public init(product: Product, rating: Rating) {
        self.product = product
        self.rating = rating
    }
}
