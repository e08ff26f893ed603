import Entities

/// Tells the time, for what the shop records of when things happened: the system clock in the shop, a fixed one in
/// tests.
public protocol ShopClock: Sendable {
    /// The moment now.
    func now() -> Timestamp
}
