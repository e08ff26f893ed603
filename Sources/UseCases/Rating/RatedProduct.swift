import Entities

/// A product and the rating the customer just gave it, and how safely the rating is kept.
public struct RatedProduct: Equatable, Sendable {
    public let product: Product
    public let rating: Rating
    public let durability: Durability

    public init(product: Product, rating: Rating, durability: Durability = .safe) {
        self.product = product
        self.rating = rating
        self.durability = durability
    }
}
