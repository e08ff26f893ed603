/// A moment, as whole seconds since 1970-01-01 00:00 UTC: when an order was placed. How it reads in a time zone is
/// for whoever shows it.
public struct Timestamp: Hashable, Comparable, Sendable {
    public let secondsSince1970: Int

    /// The moment `secondsSince1970` seconds after the start of 1970, UTC.
    public init(secondsSince1970: Int) {
        self.secondsSince1970 = secondsSince1970
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }
}
