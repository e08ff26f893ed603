import Adapters
import Entities
import UseCases

/// Asks at the prompt whether to place the order, in the presenter's words (what is bought, what it costs, which
/// prices changed, and, when asked again, why): only `y` or `yes` places it; a code, where the question offers one,
/// is given to the checkout, which asks again; anything else orders nothing. The loading line is put away while the
/// customer decides.
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
        for problem in [viewModel.change, viewModel.codeProblem].compactMap({ $0 }) {
            output.error(problem.message, kind: problem.kind)
        }
        let width = viewModel.amounts.map { DisplayWidth.of($0.amount) }.max() ?? 0
        let labelWidth = viewModel.amounts.map { DisplayWidth.of($0.label) + 1 }.max() ?? 0
        for line in viewModel.amounts {
            let label = line.label + ":", gap = String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(label) + width - DisplayWidth.of(line.amount)))
            output.line("  " + label + "  " + gap + line.amount)
        }
        output.flush()
        let answer = console.ask(viewModel.question + " [y/N\(viewModel.codeOffer.map { ", or \($0)" } ?? "")] ")
        guard let answer = answer.map(Self.answer(to: viewModel)), answer != .no else { return .no }
        loadingIndicator.start()
        return answer
    }

    /// What `typed` answers: yes, a code where one is offered (a word that keeps the rule of codes, other than no), or no.
    private static func answer(to viewModel: CheckoutQuestionViewModel) -> (String) -> CheckoutAnswer {
        { typed in
            let word = typed.lowercased().filter { !$0.isWhitespace }
            if ["y", "yes"].contains(word) { return .yes }
            let code = typed.trimmingCharacters(in: .whitespaces)
            guard viewModel.codeOffer != nil, !["n", "no"].contains(word), ShopCode.key(of: code) != nil else { return .no }
            return .apply(CheckoutCode(kind: nil, text: code))
        }
    }
}
