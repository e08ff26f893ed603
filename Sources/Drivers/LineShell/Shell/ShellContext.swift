import Entities
import UseCases

/// The parts of the shell a command's action uses: where it goes (the router), what it changes (the shop's actions),
/// where it writes, how the session runs, the controls around each command, and the table it was read from.
@MainActor
struct ShellContext {
    let router: Router
    let actions: any ShopActions
    let output: TerminalOutput
    let options: ShellOptions
    /// Whether a person is there to answer a question.
    let isInteractive: Bool
    let controls: SessionControls
    let table: CommandTable
    /// Runs a line as if it were typed: what `retry` repeats.
    let execute: @MainActor (String) async -> CommandResult

    /// Runs `action` on the product `command`'s id names, or on the product on screen when it names none.
    func onProduct(_ command: Command, _ action: (ProductID) async -> Outcome) async -> CommandResult {
        if let id = command.input.productID { return CommandResult(await action(id)) }
        if case let .product(shown) = router.currentDestination { return CommandResult(await action(shown)) }
        let entry = command.entry
        output.error(
            "\(entry.name) needs a product id here: usage: \(entry.usage), or open a product with \"\(TerminalVocabulary().words(for: .openProduct))\" first",
            kind: "usage"
        )
        return .failed
    }

    /// Opens `destination`, saying how it went.
    func open(_ destination: Destination) async -> CommandResult {
        CommandResult(await router.open(destination))
    }
}
