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
    /// A script that saw a failing command ends with status 1.
    public func run() async -> Int32 {
        let prompt = console.isInteractive ? "tasch> " : nil
        if console.isInteractive, output.mode == .text {
            output.line("Tasch, a shop in your terminal. Type \"help\" for the commands, \"quit\" to leave.")
            output.line()
            await controls.runCancellable { await self.router.open(.home) }
        }
        var lineNumber = 0
        while let line = console.readLine(prompt: prompt) {
            lineNumber += 1
            output.inputLineNumber = console.isInteractive ? nil : lineNumber
            let status = await execute(line)
            output.flush()
            if let status {
                return status
            }
        }
        if console.isInteractive, output.mode == .text {
            output.line()
        }
        output.flush()
        return !console.isInteractive && output.errorCount > 0 ? ExitStatus.commandFailed : ExitStatus.success
    }

    /// Runs one line, which may hold several commands separated by `;`; returns an exit status when it is time to leave.
    func execute(_ line: String) async -> Int32? {
        for part in line.split(separator: ";", omittingEmptySubsequences: false) {
            let failuresBefore = output.errorCount
            // Each command on its own, so that Ctrl-C cancels one command and retry repeats the one that failed.
            let status = await controls.run(String(part), execute: { await self.executeCommand($0) })
            if let status {
                return status
            }
            if options.stopsAtFirstFailure, output.errorCount > failuresBefore {
                return ExitStatus.commandFailed
            }
        }
        return nil
    }

    private func executeCommand(_ text: String) async -> Int32? {
        do {
            guard let command = try CommandParser.parse(text) else { return nil }
            if options.echoesInput {
                echo(text)
            }
            return await run(command)
        } catch {
            if options.echoesInput {
                echo(text)
            }
            output.error(error.description, kind: "usage")
            return nil
        }
    }

    private func echo(_ text: String) {
        let command = text.trimmingWhitespace()
        switch output.mode {
        case .text: output.line("tasch> \(command)")
        case .json: output.document("input", command)
        }
    }

    private func run(_ command: Command) async -> Int32? {
        switch command {
        case .home: await router.open(.home)
        case .catalogue: await browse { $0 = CatalogueQuery(pageSize: $0.pageSize) }
        case let .browse(changes): await browse { query in changes.forEach { $0.apply(to: &query) } }
        case let .find(text): await browse { $0.searchText = text }
        case .nextPage: await turnPage(by: 1)
        case .previousPage: await turnPage(by: -1)
        case let .show(id): await router.open(.product(id))
        case .wishList: await router.open(.wishList)
        case .cart: await router.open(.cart)
        case let .add(id): if let id = productOnScreen(or: id, for: "add") { await actions.add(id) }
        case let .remove(id): if let id = productOnScreen(or: id, for: "remove") { await actions.remove(id) }
        case let .rate(id, stars): if let id = productOnScreen(or: id, for: "rate") { await actions.rate(id, stars: stars) }
        case let .checkout(confirmed): await checkout(confirmed: confirmed)
        case .back: if await !router.back() { output.error("there is no previous screen to go back to", kind: "no-previous-screen") }
        case let .help(topic): help(topic)
        case let .mode(mode): switchMode(to: mode)
        case let .quit(status):
            if output.mode == .json { output.document("quit", ["status": status]) }
            return status
        case .retry, .faults, .fault: return await controls.handle(command, execute: { await self.executeCommand($0) })
        }
        return nil
    }

    private func productOnScreen(or id: ProductID?, for command: String) -> ProductID? {
        if let id { return id }
        if case let .product(shown) = router.currentDestination { return shown }
        let usage = CommandHelp.named(command)?.usage ?? command
        output.error("\(command) needs a product id here: usage: \(usage), or open a product with \"show ID\" first", kind: "usage")
        return nil
    }

    private func checkout(confirmed: Bool) async {
        guard !confirmed else { return await actions.checkout() }
        guard console.isInteractive else {
            output.error("checkout asks for confirmation, and input is not a terminal: use \"checkout --yes\"", kind: "needs-confirmation")
            return
        }
        let answer = console.ask("Place the order for everything in your cart? [y/N] ")
        guard let answer, ["y", "yes"].contains(answer.trimmingWhitespace().lowercased()) else {
            output.message("Checkout cancelled: nothing was ordered.")
            return
        }
        await actions.checkout()
    }

    private func switchMode(to mode: OutputMode) {
        output.mode = mode
        // The screen on show was built for the old mode; let it go so it cannot print in the old one.
        router.releaseCurrentScreen()
        output.message("Results are now written as \(mode == .json ? "JSON, one object a line" : "text").")
    }

    private func help(_ topic: String?) {
        guard let topic else {
            switch output.mode {
            case .text: HelpText.overview(columns: output.width).forEach { output.line($0) }
            case .json: output.document("help", HelpText.document())
            }
            return
        }
        guard let lines = HelpText.detail(for: topic) else {
            let suggestion = Suggestion.question(for: topic, among: CommandHelp.all.map(\.name))
            output.error("no help for \(Printable.word(topic)): \(suggestion)type \"help\" to see the commands", kind: "usage")
            return
        }
        switch output.mode {
        case .text: lines.forEach { output.line($0) }
        case .json: output.document("help", HelpText.document(for: topic))
        }
    }
}

// MARK: - Browsing the catalogue

extension Shell {
    /// Opens the catalogue at the query `change` makes of the last one, from its first page unless `change` picks one.
    private func browse(_ change: (inout CatalogueQuery) -> Void) async {
        var query = router.lastCatalogueQuery ?? CatalogueQuery(pageSize: options.pageSize)
        query.page = 1
        change(&query)
        await router.open(.catalogue(query))
    }

    // Which pages exist is the browsing use case's rule: a page before the first or past the last is refused there.
    private func turnPage(by step: Int) async {
        var query = router.lastCatalogueQuery ?? CatalogueQuery(pageSize: options.pageSize)
        query.page += step
        await router.open(.catalogue(query))
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
