import Adapters
import Entities
import UseCases

/// The read–run loop: reads lines, runs each command, and returns the exit status.
@MainActor
public final class Shell {
    private let console: any Console
    private let output: TerminalOutput
    private let router: Router
    private let actions: any ShopActions
    private let options: ShellOptions
    // Ctrl-C, retry, the injected-failure note and the fault commands, around each command.
    private let controls: SessionControls

    init(
        console: any Console, output: TerminalOutput, router: Router, actions: any ShopActions,
        options: ShellOptions, controls: SessionControls
    ) {
        self.console = console
        self.output = output
        self.router = router
        self.actions = actions
        self.options = options
        self.controls = controls
    }

    /// Runs until `quit` or the end of input; a person at a terminal gets a banner, the start screen and a prompt.
    /// A script in which a command did not happen ends with status 1.
    public func run() async -> Int32 {
        let prompt = console.isInteractive ? "tasch> " : nil
        if console.isInteractive, output.mode == .text {
            output.line(options.stepsThroughScript
                ? "Tasch, a shop in your terminal, running a script a step at a time: Enter runs the command shown at the prompt, q leaves."
                : "Tasch, a shop in your terminal. Type \"help\" for the commands, \"quit\" to leave.")
            if let faults = await controls.faultsStartNote() { output.line(faults) }
            output.line()
            // Opened as if typed, so that a failure says the way out and `retry` repeats it, and stands apart from the prompt.
            _ = await controls.run("home", execute: { _ in await self.run(.home) })
            output.flush()
        }
        var lineNumber = 0
        var sawFailure = false
        while let line = await console.readLine(prompt: prompt) {
            lineNumber += 1
            output.inputLineNumber = console.isInteractive ? nil : lineNumber
            let ending = await execute(line)
            output.flush()
            sawFailure = sawFailure || ending.sawFailure
            if let status = ending.status {
                return status
            }
        }
        if console.isInteractive, output.mode == .text {
            output.line()
        }
        output.flush()
        return !console.isInteractive && sawFailure ? ExitStatus.commandFailed : ExitStatus.success
    }

    /// Runs one line, which may hold several commands separated by `;`: says whether one of them did not happen, and
    /// the exit status when it is time to leave.
    func execute(_ line: String) async -> (sawFailure: Bool, status: Int32?) {
        var sawFailure = false
        // A comment runs to the end of its line, whatever it says: a `;` in it starts no command.
        guard !CommandParser.isBlankOrComment(line) else { return (false, nil) }
        for part in line.split(separator: ";", omittingEmptySubsequences: false) where !CommandParser.isBlankOrComment(part) {
            // Each command on its own, so that Ctrl-C cancels one command and retry repeats the one that failed.
            let result = await controls.run(String(part), execute: { await self.executeCommand($0) })
            if case let .quit(status) = result {
                return (sawFailure, status)
            }
            sawFailure = sawFailure || result.didNotHappen
            // A script cannot wait for another shop to finish: it stops, with a status that says to try again later.
            if result == .busyElsewhere, !console.isInteractive {
                return (true, ExitStatus.temporaryFailure)
            }
            if options.stopsAtFirstFailure, result.didNotHappen {
                return (true, ExitStatus.commandFailed)
            }
        }
        return (sawFailure, nil)
    }

    private func executeCommand(_ text: String) async -> CommandResult {
        do {
            guard let command = try CommandParser.parse(text) else { return .done }
            if options.echoesInput {
                echo(text)
            }
            return await run(command)
        } catch {
            if options.echoesInput {
                echo(text)
            }
            output.error(error.description, kind: error.kind)
            return .failed
        }
    }

    private func echo(_ text: String) {
        // A gift card's code is never written as typed.
        let command = LineSecrets.quoted(text)
        switch output.mode {
        case .text: output.line("tasch> \(TerminalSafeText.clean(command))")
        case .json: output.document("input", command)
        }
    }

    private func run(_ command: Command) async -> CommandResult {
        switch command {
        case .home: return CommandResult(await router.open(.home))
        case .catalogue: return await browse { $0 = CatalogueQuery(pageSize: $0.pageSize) }
        case let .browse(changes): return await browse { query in changes.forEach { $0.apply(to: &query) } }
        case let .find(text): return await browse { $0.searchText = text }
        case .nextPage: return await turnPage(by: 1)
        case .previousPage: return await turnPage(by: -1)
        case let .show(id): return await onProduct(id, for: "show") { await self.router.open(.product($0)) }
        case .wishList: return CommandResult(await router.open(.wishList))
        case .cart: return CommandResult(await router.open(.cart))
        case let .orders(page, pageSize): return await showOrders(page: page, pageSize: pageSize)
        case let .order(number): return CommandResult(await router.open(.order(number)))
        case let .add(id): return await onProduct(id, for: "add") { await self.actions.add($0) }
        case let .remove(id): return await onProduct(id, for: "remove") { await self.actions.remove($0) }
        case let .rate(id, stars): return await onProduct(id, for: "rate") { await self.actions.rate($0, stars: stars) }
        case let .quantity(id, quantity): return await onProduct(id, for: "quantity") { await self.actions.setQuantity(of: $0, to: quantity) }
        case let .checkout(confirmed, giftCard): return await checkout(confirmed: confirmed, giftCard: giftCard)
        case let .giftCard(code): return CommandResult(await actions.giftCard(code))
        case .back: return await back()
        case let .help(topic): return help(topic)
        case let .mode(mode): return switchMode(to: mode)
        case let .quit(status):
            if output.mode == .json { output.document("quit", ["status": status]) }
            return .quit(status)
        case .retry, .faults, .fault: return await controls.handle(command, execute: { await self.executeCommand($0) })
        }
    }

    /// Runs `action` on the product `id` names, or on the product on screen when it names none.
    private func onProduct(_ id: ProductID?, for command: String, _ action: (ProductID) async -> Outcome) async -> CommandResult {
        if let id { return CommandResult(await action(id)) }
        if case let .product(shown) = router.currentDestination { return CommandResult(await action(shown)) }
        let usage = CommandHelp.named(command)?.usage ?? command
        output.error("\(command) needs a product id here: usage: \(usage), or open a product with \"show ID\" first", kind: "usage")
        return .failed
    }

    private func back() async -> CommandResult {
        guard let outcome = await router.back() else {
            output.error("there is no previous screen to go back to", kind: "no-previous-screen")
            return .failed
        }
        return CommandResult(outcome)
    }

    // The question, asked only about a cart that may be bought, is the checkout use case's to ask, and so is asking again
    // when the cart changed while the customer decided.
    private func checkout(confirmed: Bool, giftCard: String?) async -> CommandResult {
        guard confirmed || console.isInteractive else {
            output.error(options.unasked.checkoutRefusal, kind: "needs-confirmation")
            return .failed
        }
        return CommandResult(await actions.checkout(asking: !confirmed, codes: giftCard.map { [CheckoutCode(kind: .giftCard, text: $0)] } ?? []))
    }

    private func switchMode(to mode: OutputMode) -> CommandResult {
        output.mode = mode
        // The screen on show was built for the old mode; let it go so it cannot print in the old one.
        router.releaseCurrentScreen()
        output.message("Results are now written as \(mode == .json ? "JSON, one object a line" : "text").")
        return .done
    }

    private func help(_ topic: String?) -> CommandResult {
        guard let topic else {
            switch output.mode {
            case .text: HelpText.overview(columns: output.width ?? options.pipedHelpColumns).forEach { output.line($0) }
            case .json: output.document("help", HelpText.document())
            }
            return .done
        }
        guard let lines = HelpText.detail(for: topic, columns: output.width ?? options.pipedHelpColumns) else {
            let suggestion = Suggestion.question(for: topic, among: CommandHelp.all.map(\.name))
            output.error("no help for \(Printable.word(topic)): \(suggestion)type \"help\" to see the commands", kind: "usage")
            return .failed
        }
        switch output.mode {
        case .text: lines.forEach { output.line($0) }
        case .json: output.document("help", HelpText.document(for: topic))
        }
        return .done
    }
}

// MARK: - Browsing the catalogue

extension Shell {
    /// Opens the catalogue at the query `change` makes of the last one, from its first page unless `change` picks one.
    private func browse(_ change: (inout CatalogueQuery) -> Void) async -> CommandResult {
        var query = router.lastCatalogueQuery ?? CatalogueQuery(pageSize: options.pageSize)
        query.page = Paging.firstPage
        change(&query)
        return CommandResult(await router.open(.catalogue(query)))
    }

    // Which pages exist is the use case's rule: a page before the first or past the last is refused there. `next` and
    // `prev` turn the pages of the list seen last: the catalogue (or a search), or the orders.
    private func turnPage(by step: Int) async -> CommandResult {
        if case let .orders(page, pageSize) = router.lastPagedDestination {
            return CommandResult(await router.open(.orders(page: Paging.page(page, turnedBy: step), pageSize: pageSize)))
        }
        var query = router.lastCatalogueQuery ?? CatalogueQuery(pageSize: options.pageSize)
        query.page = Paging.page(query.page, turnedBy: step)
        return CommandResult(await router.open(.catalogue(query)))
    }

    /// Opens page `page` of the orders (the first unless given), at `pageSize` or the size last asked for.
    private func showOrders(page: Int?, pageSize: PageSize?) async -> CommandResult {
        let size = pageSize ?? router.lastOrdersPage?.pageSize ?? options.pageSize
        return CommandResult(await router.open(.orders(page: page ?? Paging.firstPage, pageSize: size)))
    }
}
