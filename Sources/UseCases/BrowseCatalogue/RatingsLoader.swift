import Entities

/// Gives the customer's own ratings, to order the catalogue by them.
public protocol RatingsLoader: Sendable {
    /// Every rating the customer gave, by product.
    func loadRatings() async throws(ShopError) -> [ProductID: Rating]
}
