import Entities

/// Asks the customer whether to place the order, once the cart is known to be one that may be bought: what is bought
/// and what it costs, with any price that changed since it was wished for, what pays parts of it, and, when asked
/// again, why. The checkout use case decides when to ask and what an answer means; a
/// driver only shows it.
@MainActor
public protocol CheckoutConfirmation: AnyObject {
    /// How the customer answers `question`: yes, no, or a code to apply first.
    func confirm(_ question: CheckoutQuestion) async -> CheckoutAnswer
}
