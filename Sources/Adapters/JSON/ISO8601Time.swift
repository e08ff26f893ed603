import Entities
import Foundation

/// Times as the state file and the JSON output write them: ISO 8601 in UTC to the second, `2026-05-03T09:22:11Z`,
/// which reads the same in every time zone and sorts as text.
enum ISO8601Time {
    /// `timestamp` as the file writes it.
    static func text(_ timestamp: Timestamp) -> String {
        Date(timeIntervalSince1970: TimeInterval(timestamp.secondsSince1970)).formatted(.iso8601)
    }

    /// The time `text` gives, or an error naming `place`.
    static func timestamp(_ text: String, at place: String) throws(ShopStateFileError) -> Timestamp {
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw ShopStateFileError("\(place): \(Quoted.excerpt(text)) is not a time like 2026-05-03T09:22:11Z")
        }
        return Timestamp(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
    }
}
