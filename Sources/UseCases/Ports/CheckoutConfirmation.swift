import Entities

/// Asks the customer whether to place the order, once the cart is known to be one that may be bought: what is bought
/// and what it costs, with any price that changed since it was wished for, and, when asked again, how the cart changed
/// since their last yes. The checkout use case decides when to ask and what an answer means; a driver only shows it.
@MainActor
public protocol CheckoutConfirmation: AnyObject {
    /// Whether the customer wants to buy the cart `question` is about.
    func confirm(_ question: CheckoutQuestion) async -> Bool
}
