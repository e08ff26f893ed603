import Entities
import UseCases

/// A clock stopped at one moment, so that what the shop records of time is known in advance.
public struct FixedShopClock: ShopClock {
    /// 2026-05-03 09:22:11 UTC, a recognisable moment for fixtures.
    public static let fixture = Timestamp(secondsSince1970: 1_777_800_131)

    private let moment: Timestamp

    public init(_ moment: Timestamp = FixedShopClock.fixture) {
        self.moment = moment
    }

    public func now() -> Timestamp {
        moment
    }
}
