import Entities

/// The read–run loop: reads lines, runs each command, and returns the exit status.
@MainActor
public final class Shell {
    private let console: any Console
    private let output: TerminalOutput
    private let router: Router
    private let actions: any ShopActions
    // Retry, Ctrl-C and the fault commands; nil runs each line as it is.
    private let controls: SessionControls?

    public init(console: any Console, output: TerminalOutput, router: Router, actions: any ShopActions) {
        self.console = console
        self.output = output
        self.router = router
        self.actions = actions
        self.controls = nil
    }

    init(console: any Console, output: TerminalOutput, router: Router, actions: any ShopActions, controls: SessionControls) {
        self.console = console
        self.output = output
        self.router = router
        self.actions = actions
        self.controls = controls
    }

    /// Runs until `quit` or the end of input; a person at a terminal gets a banner, the start screen and a prompt.
    public func run() async -> Int32 {
        let prompt = console.isInteractive ? "tasch> " : nil
        if console.isInteractive {
            output.line("Tasch, a shop in your terminal. Type \"help\" for the commands, \"quit\" to leave.")
            output.line()
            await router.open(.home)
        }
        var lineNumber = 0
        while let line = console.readLine(prompt: prompt) {
            lineNumber += 1
            output.inputLineNumber = console.isInteractive ? nil : lineNumber
            let status = if let controls { await controls.run(line, execute: { await self.execute($0) }) } else { await execute(line) }
            output.flush()
            if let status {
                return status
            }
        }
        if console.isInteractive {
            output.line()
        }
        output.flush()
        return 0
    }

    /// Runs one line; returns an exit status when the line asks to leave.
    func execute(_ line: String) async -> Int32? {
        do {
            guard let command = try CommandParser.parse(line) else { return nil }
            return await run(command)
        } catch {
            output.error(error.description)
            return nil
        }
    }

    private func run(_ command: Command) async -> Int32? {
        switch command {
        case .home: await router.open(.home)
        case .catalogue: await router.open(.catalogue)
        case let .show(id): await router.open(.product(id))
        case .wishList: await router.open(.wishList)
        case .cart: await router.open(.cart)
        case let .add(id): if let id = productOnScreen(or: id, for: "add") { await actions.add(id) }
        case let .remove(id): if let id = productOnScreen(or: id, for: "remove") { await actions.remove(id) }
        case let .rate(id, stars): if let id = productOnScreen(or: id, for: "rate") { await actions.rate(id, stars: stars) }
        case let .checkout(confirmed): await checkout(confirmed: confirmed)
        case .back: if await !router.back() { output.error("there is no previous screen to go back to") }
        case let .help(topic): help(topic)
        case let .quit(status): return status
        case .retry, .faults, .fault: if let controls { return await controls.handle(command, execute: { await self.execute($0) }) }
        }
        return nil
    }

    private func productOnScreen(or id: ProductID?, for command: String) -> ProductID? {
        if let id { return id }
        if case let .product(shown) = router.currentDestination { return shown }
        let usage = CommandHelp.named(command)?.usage ?? command
        output.error("\(command) needs a product id here: usage: \(usage), or open a product with \"show ID\" first")
        return nil
    }

    private func checkout(confirmed: Bool) async {
        guard !confirmed else { return await actions.checkout() }
        guard console.isInteractive else {
            output.error("checkout asks for confirmation, and input is not a terminal: use \"checkout --yes\"")
            return
        }
        let answer = console.readLine(prompt: "Place the order for everything in your cart? [y/N] ")
        guard let answer, ["y", "yes"].contains(answer.trimmingWhitespace().lowercased()) else {
            output.line("Checkout cancelled: nothing was ordered.")
            return
        }
        await actions.checkout()
    }

    private func help(_ topic: String?) {
        guard let topic else { return HelpText.overview().forEach { output.line($0) } }
        guard let lines = HelpText.detail(for: topic) else {
            output.error("no help for \(Printable.word(topic)): type \"help\" to see the commands")
            return
        }
        lines.forEach { output.line($0) }
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
