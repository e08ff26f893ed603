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
    private let table: CommandTable
    private let parser: CommandParser
    // Made when a line is first echoed: a session that echoes nothing never reads the table for secrets.
    private lazy var secrets = LineSecrets(table: table)

    init(
        console: any Console, output: TerminalOutput, router: Router, actions: any ShopActions,
        options: ShellOptions, controls: SessionControls, table: CommandTable
    ) {
        self.console = console
        self.output = output
        self.router = router
        self.actions = actions
        self.options = options
        self.controls = controls
        self.table = table
        parser = CommandParser(table: table)
    }

    /// Runs until `quit` or the end of input; a person at a terminal gets a banner, the start screen and a prompt.
    /// A script in which a command did not happen ends with status 1.
    public func run() async -> Int32 {
        let prompt = console.isInteractive ? "tasch> " : nil
        if console.isInteractive, output.mode == .text {
            output.line(options.stepsThroughScript
                ? "Tasch steps through the script: Enter runs the command shown, q leaves."
                : "Tasch, a shop in your terminal. Type \"\(SessionCommands.help.name)\" for the commands, \"\(SessionCommands.quit.name)\" to leave.")
            if let faults = await controls.faultsStartNote() { output.line(faults) }
            output.line()
            // A stepped script shows what its own steps show, so that the banner stays on the audience's first screen.
            if !options.stepsThroughScript {
                // Opened as if typed, so that a failure says the way out and `retry` repeats it, and stands apart from the prompt.
                let start = Command(BrowseCommands.home)
                _ = await controls.run(start.name, execute: { _ in await self.run(start) })
            }
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
            guard let command = try parser.parse(text) else { return .done }
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
        // A secret (a gift card's code) is never written as typed.
        let command = secrets.quoted(text)
        switch output.mode {
        case .text: output.line("tasch> \(TerminalSafeText.clean(command))")
        case .json: output.document("input", command)
        }
    }

    /// Runs `command`'s action, as its entry in the table says.
    private func run(_ command: Command) async -> CommandResult {
        let context = ShellContext(
            router: router, actions: actions, output: output, options: options, isInteractive: console.isInteractive, controls: controls,
            table: table, execute: { await self.executeCommand($0) }
        )
        return await command.entry.run(command, context)
    }
}
