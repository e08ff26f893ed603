import Entities

/// Asks the customer whether to place the order, once the cart is known to be one that may be bought: what is bought
/// and what it costs, with any price that changed since it was wished for, what a gift card pays, and, when asked again,
/// how the cart changed since their last yes. The checkout use case decides when to ask and what an answer means; a
/// driver only shows it.
@MainActor
public protocol CheckoutConfirmation: AnyObject {
    /// How the customer answers `question`: yes, no, or a gift card's code to apply first.
    func confirm(_ question: CheckoutQuestion) async -> CheckoutAnswer
}
