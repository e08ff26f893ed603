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
        for problem in [viewModel.change, viewModel.giftCardProblem].compactMap({ $0 }) {
            output.error(problem.message, kind: problem.kind)
        }
        let width = viewModel.amounts.map { DisplayWidth.of($0.amount) }.max() ?? 0
        let labelWidth = viewModel.amounts.map { DisplayWidth.of($0.label) + 1 }.max() ?? 0
        for line in viewModel.amounts {
            let label = line.label + ":", gap = String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(label) + width - DisplayWidth.of(line.amount)))
            output.line("  " + label + "  " + gap + line.amount)
        }
        output.flush()
        let answer = console.ask(viewModel.question + " [y/N] ")
        guard let answer, ["y", "yes"].contains(answer.lowercased().filter { !$0.isWhitespace }) else { return .no }
        loadingIndicator.start()
        return .yes
    }
}
