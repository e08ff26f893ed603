import Adapters
import Entities
import UseCases

/// Asks at the prompt whether to place the order, in the presenter's words (what is bought, what it costs, which
/// prices changed): only `y` or `yes` places it. The loading line is put away while the customer decides.
@MainActor
final class TerminalCheckoutConfirmation: CheckoutConfirmation {
    private let console: any Console
    private let loadingIndicator: LoadingIndicator
    private let presenter: CheckoutPresenter

    init(console: any Console, loadingIndicator: LoadingIndicator, presenter: CheckoutPresenter) {
        self.console = console
        self.loadingIndicator = loadingIndicator
        self.presenter = presenter
    }

    func confirm(_ cart: Cart) async -> Bool {
        loadingIndicator.stop()
        let answer = console.ask(presenter.question(for: cart) + " [y/N] ")
        guard let answer, ["y", "yes"].contains(answer.lowercased().filter { !$0.isWhitespace }) else { return false }
        loadingIndicator.start()
        return true
    }
}
