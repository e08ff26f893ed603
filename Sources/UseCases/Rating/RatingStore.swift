import Entities

/// Keeps the customer's ratings.
public protocol RatingStore: Sendable {
    /// Records `rating` for the product with `id` and returns that product; refused for an unknown id.
    func rate(_ id: ProductID, as rating: Rating) async throws(ShopError) -> Product
}
