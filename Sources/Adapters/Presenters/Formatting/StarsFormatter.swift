import Entities

/// Ratings as five stars and a count: `★★★★☆ 4/5`.
enum StarsFormatter {
    static func string(for rating: Rating) -> String {
        let maximum = Rating.allowedStars.upperBound
        let filled = String(repeating: "★", count: rating.stars)
        let empty = String(repeating: "☆", count: maximum - rating.stars)
        return "\(filled)\(empty) \(rating.stars)/\(maximum)"
    }
}
