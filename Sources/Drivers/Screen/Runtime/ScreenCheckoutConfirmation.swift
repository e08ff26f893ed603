import Adapters
import Entities
import UseCases

/// Asks on the screen whether to place the order, in the presenter's words: the question goes to the screen as an
/// event, which shows it as a dialog, and the answer comes back from the key that closes it. A checkout cancelled
/// while it waits is a no.
@MainActor
final class ScreenCheckoutConfirmation: CheckoutConfirmation {
    private let presenter: CheckoutPresenter
    private var waiting: CheckedContinuation<Bool, Never>?
    var send: (ScreenEvent) -> Void = { _ in }

    init(presenter: CheckoutPresenter) {
        self.presenter = presenter
    }

    func confirm(_ cart: Cart) async -> Bool {
        send(.checkoutQuestion(presenter.question(for: cart)))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiting = $0 }
        } onCancel: {
            Task { @MainActor [weak self] in self?.answer(false) }
        }
    }

    /// Answers the question waiting, if one is.
    func answer(_ yes: Bool) {
        waiting?.resume(returning: yes)
        waiting = nil
    }
}
