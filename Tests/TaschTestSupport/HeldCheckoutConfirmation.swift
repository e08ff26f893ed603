import Entities
import UseCases

/// Stands in for a customer who takes their time: records every question, and each waits until the test answers it,
/// so that a test can do something else while a checkout waits for its answer. A second question asked while one waits
/// is answered no at once, so that a test of a checkout that should not have asked fails rather than hangs.
@MainActor
public final class HeldCheckoutConfirmation: CheckoutConfirmation {
    /// The questions asked, in order.
    public private(set) var questions: [CheckoutQuestion] = []
    private var waiting: CheckedContinuation<CheckoutAnswer, Never>?
    private var watchers: [CheckedContinuation<Void, Never>] = []

    public init() {}

    public func confirm(_ question: CheckoutQuestion) async -> CheckoutAnswer {
        questions.append(question)
        guard waiting == nil else { return .no }
        watchers.forEach { $0.resume() }
        watchers = []
        return await withCheckedContinuation { waiting = $0 }
    }

    /// Returns once a question waits for its answer.
    public func untilAsked() async {
        guard waiting == nil else { return }
        await withCheckedContinuation { watchers.append($0) }
    }

    /// Answers the question waiting with `answer`.
    public func answer(_ answer: CheckoutAnswer) {
        waiting?.resume(returning: answer)
        waiting = nil
    }
}
