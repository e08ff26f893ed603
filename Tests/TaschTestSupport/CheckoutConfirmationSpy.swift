import Entities
import UseCases

/// Stands in for the customer asked to confirm a checkout: records every cart it was asked about, and answers as told.
@MainActor
public final class CheckoutConfirmationSpy: CheckoutConfirmation {
    /// The carts asked about, in order.
    public private(set) var askedAbout: [Cart] = []
    /// The answer given.
    public var answer: Bool
    /// Run while the customer is asked, before the answer: what happens elsewhere while they decide.
    public var whenAsked: (() -> Void)?

    public init(answer: Bool) {
        self.answer = answer
    }

    public func confirm(_ cart: Cart) async -> Bool {
        askedAbout.append(cart)
        whenAsked?()
        return answer
    }
}
