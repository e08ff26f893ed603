import Adapters
import Entities
import UseCases

/// Asks on the screen whether to place the order, in the presenter's words: the question goes to the screen as an
/// event, with the cart it is about, which it shows as a dialog over that cart, and the answer comes back from the key that closes it. A checkout cancelled
/// while it waits is a no.
@MainActor
final class ScreenCheckoutConfirmation: CheckoutConfirmation {
    private let presenters: ScreenPresenters
    private var waiting: CheckedContinuation<CheckoutAnswer, Never>?
    var send: (ScreenEvent) -> Void = { _ in }

    init(presenters: ScreenPresenters) {
        self.presenters = presenters
    }

    func confirm(_ question: CheckoutQuestion) async -> CheckoutAnswer {
        send(.checkoutQuestion(presenters.question(question)))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiting = $0 }
        } onCancel: {
            Task { @MainActor [weak self] in self?.answer(.no) }
        }
    }

    /// Answers the question waiting, if one is.
    func answer(_ answer: CheckoutAnswer) {
        waiting?.resume(returning: answer)
        waiting = nil
    }
}
