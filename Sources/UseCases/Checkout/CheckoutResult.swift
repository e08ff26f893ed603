import Entities

/// How a checkout the customer asked for ended.
public enum CheckoutResult: Equatable, Sendable {
    /// This checkout placed the order, leaving out the wish list's entries no longer sold (`leftOut`), which stay there.
    case placed(Order, leftOut: [WishListEntry] = [])
    /// An earlier attempt at this checkout, whose answer was lost, placed the order: nothing was ordered twice.
    case placedEarlier(Order)
    /// The customer said no when asked: nothing was ordered.
    case declined
}
