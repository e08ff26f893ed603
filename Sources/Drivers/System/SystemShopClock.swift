import Entities
import Foundation
import UseCases

/// The system clock, telling the shop when an order is placed.
public struct SystemShopClock: ShopClock {
    public init() {}

    public func now() -> Timestamp {
        Timestamp(secondsSince1970: Int(Date().timeIntervalSince1970.rounded(.down)))
    }
}
