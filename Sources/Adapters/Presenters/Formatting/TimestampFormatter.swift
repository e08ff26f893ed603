import Entities
import Foundation

/// Moments as the shop shows them: the date and time in the customer's time zone, to the minute, the same in every
/// locale so that columns line up: `2026-05-03 11:22`.
public struct TimestampFormatter: Sendable {
    // The zone and the calendar are made when a time is shown, not at every start: making either looks the zone up in
    // ICU's data.
    private let timeZone: @Sendable () -> TimeZone

    /// Shows moments in `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = { timeZone }
    }

    /// Shows moments in the zone the tz database calls `name` (`Europe/Paris`), else in the system's zone.
    public init(timeZoneNamed name: String?) {
        timeZone = { name.flatMap(TimeZone.init(identifier:)) ?? .autoupdatingCurrent }
    }

    /// `timestamp` as a local date and time.
    public func string(for timestamp: Timestamp) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone()
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
