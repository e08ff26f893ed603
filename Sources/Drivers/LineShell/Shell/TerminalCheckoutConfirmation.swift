import Adapters
import Entities
import UseCases

/// Asks at the prompt whether to place the order, in the presenter's words (what is bought, what it costs, which
/// prices changed, and, when asked again, how the cart changed since the last yes): only `y` or `yes` places it. The
/// loading line is put away while the customer decides.
@MainActor
final class TerminalCheckoutConfirmation: CheckoutConfirmation {
    private let console: any Console
    private let output: TerminalOutput
    private let loadingIndicator: LoadingIndicator
    private let presenter: CheckoutPresenter

    init(console: any Console, output: TerminalOutput, loadingIndicator: LoadingIndicator, presenter: CheckoutPresenter) {
        self.console = console
        self.output = output
        self.loadingIndicator = loadingIndicator
        self.presenter = presenter
    }

    func confirm(_ question: CheckoutQuestion) async -> CheckoutAnswer {
        loadingIndicator.stop()
        let viewModel = presenter.question(question)
        if let change = viewModel.change {
            output.error(change.message, kind: change.kind)
            output.flush()
        }
        let answer = console.ask(viewModel.question + " [y/N] ")
        guard let answer, ["y", "yes"].contains(answer.lowercased().filter { !$0.isWhitespace }) else { return .no }
        loadingIndicator.start()
        return .yes
    }
}
