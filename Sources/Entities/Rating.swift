/// A customer's rating of a product: one to five stars.
public struct Rating: Hashable, Sendable {
    /// The stars a rating may have.
    public static let allowedStars = 1...5

    /// How many stars, always within `allowedStars`.
    public let stars: Int

    /// Creates a rating, or nil when `stars` is outside 1 to 5.
    public init?(stars: Int) {
        guard Rating.allowedStars.contains(stars) else { return nil }
        self.stars = stars
    }
}
