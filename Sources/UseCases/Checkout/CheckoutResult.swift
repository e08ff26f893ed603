import Entities

/// How a checkout the customer asked for ended.
public enum CheckoutResult: Equatable, Sendable {
    /// This checkout placed the order, leaving out the wish list's entries no longer sold (`leftOut`), which stay there;
    /// kept as `durability` says.
    case placed(Order, leftOut: [WishListEntry] = [], durability: Durability = .safe)
    /// An earlier attempt at this checkout, whose answer was lost, placed the order: nothing was ordered twice.
    case placedEarlier(Order)
    /// The customer said no when asked: nothing was ordered.
    case declined
}

extension CheckoutResult {
    /// This result once its transaction was kept as `durability` says: an order this checkout placed is kept so; nothing
    /// else was saved by it.
    func kept(_ durability: Durability) -> CheckoutResult {
        guard case let .placed(order, leftOut, _) = self else { return self }
        return .placed(order, leftOut: leftOut, durability: durability)
    }
}
