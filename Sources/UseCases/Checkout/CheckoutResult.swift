import Entities

/// How a checkout the customer asked for ended.
public enum CheckoutResult: Equatable, Sendable {
    /// This checkout placed the order.
    case placed(Order)
    /// The customer said no when asked: nothing was ordered.
    case declined
}
