import Entities
import Foundation

/// Moments as the shop shows them: the date and time in the customer's time zone, to the minute, the same in every
/// locale so that columns line up: `2026-05-03 11:22`.
public struct TimestampFormatter: Sendable {
    private let calendar: Calendar

    /// Shows moments in `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `timestamp` as a local date and time.
    public func string(for timestamp: Timestamp) -> String {
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: TimeInterval(timestamp.secondsSince1970))
        )
        let (year, month, day, hour, minute) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
        return "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day)) \(Self.twoDigits(hour)):\(Self.twoDigits(minute))"
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}
