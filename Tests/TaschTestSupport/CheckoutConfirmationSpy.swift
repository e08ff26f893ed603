import Entities
import UseCases

/// Stands in for the customer asked to confirm a checkout: records every question it was asked, and answers as told.
@MainActor
public final class CheckoutConfirmationSpy: CheckoutConfirmation {
    /// The questions asked, in order.
    public private(set) var questions: [CheckoutQuestion] = []
    /// The answer given: yes or no.
    public var answer: Bool
    /// Answers given before `answer`, one a question, first first: a gift card's code, say.
    public var answers: [CheckoutAnswer] = []
    /// Run the next time the customer is asked, before the answer: what happens elsewhere while they decide.
    public var whenAsked: (() -> Void)?

    public init(answer: Bool) {
        self.answer = answer
    }

    /// The carts asked about, in order.
    public var askedAbout: [Cart] { questions.map(\.cart) }

    public func confirm(_ question: CheckoutQuestion) async -> CheckoutAnswer {
        questions.append(question)
        let whenAsked = whenAsked
        self.whenAsked = nil
        whenAsked?()
        return answers.isEmpty ? (answer ? .yes : .no) : answers.removeFirst()
    }
}
