import Entities

/// Ratings as five stars and a count: `★★★★☆ 4/5`; and the stars a rating may have, in words: `1 to 5`.
public enum StarsFormatter {
    static func string(for rating: Rating) -> String {
        let maximum = Rating.allowedStars.upperBound
        let filled = String(repeating: "★", count: rating.stars)
        let empty = String(repeating: "☆", count: maximum - rating.stars)
        return "\(filled)\(empty) \(rating.stars)/\(maximum)"
    }

    /// The stars a rating may have, as `Rating.allowedStars` says: `1 to 5`.
    public static let allowedRange = "\(Rating.allowedStars.lowerBound) to \(Rating.allowedStars.upperBound)"

    /// The same, short, for a list of keys: `1-5`.
    public static let allowedSpan = "\(Rating.allowedStars.lowerBound)-\(Rating.allowedStars.upperBound)"
}
