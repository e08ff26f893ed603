import Adapters

/// What the shell adds around each command for a data layer that may misbehave: Ctrl-C cancels the command,
/// `retry` repeats the last one that did not happen, an injected failure is named as such, and the fault commands.
@MainActor
final class SessionControls {
    private let output: TerminalOutput
    private let canceller: CommandCanceller
    private let faults: FaultCommands
    private let parser: CommandParser
    // Made when a line is first kept for `retry`.
    private lazy var secrets = LineSecrets(table: table)
    private let table: CommandTable
    private var memory = RetryMemory<RetriedLine>()
    /// The line the `retry` under way repeats.
    private var retrying: RetriedLine?

    /// Controls around the commands of `table`.
    init(output: TerminalOutput, canceller: CommandCanceller, faults: FaultCommands, table: CommandTable) {
        self.output = output
        self.canceller = canceller
        self.faults = faults
        self.table = table
        parser = CommandParser(table: table)
    }

    /// What the shop says of its faults as it opens at a terminal, if any are on.
    func faultsStartNote() async -> String? {
        await faults.startNote()
    }

    /// Runs `line` with `execute` as a command Ctrl-C can cancel, and remembers whether it happened.
    func run(_ line: String, execute: @escaping @MainActor (String) async -> CommandResult) async -> CommandResult {
        await faults.forgetInjectedFailure()
        let result = await canceller.run { await execute(line) }
        if result.didNotHappen, let note = await faults.injectedFailureNote() {
            output.note(note)
        }
        // A line that cannot be read is never repeated: it fails the same way however often.
        switch (try? parser.parse(line))?.entry.retry {
        case .repeatsTheLastFailure:
            if let retrying { memory.noteRetry(of: retrying, happened: !result.didNotHappen) }
            retrying = nil
        case .repeatable: memory.note(RetriedLine(line, secrets: secrets), happened: !result.didNotHappen)
        case .neverRepeated, nil: break
        }
        return result
    }

    private static func text(for nothing: RetryMemory<RetriedLine>.Nothing) -> String {
        switch nothing {
        case .nothingFailed: "there is nothing to retry: no command has failed"
        case let .retriedAndNothingFailedSince(line):
            "there is nothing to retry: \"\(line.shown)\" went through when retried, and nothing has failed since"
        case let .retriedAndEarlierFailed(line, earlier):
            "\"\(line.shown)\" went through when retried; \"\(earlier.shown)\" failed before it: type \"\(SessionCommands.retry.name)\" again to try it"
        }
    }

    /// Repeats the last line that did not happen with `execute`, or says why there is nothing to repeat.
    func retry(execute: @MainActor (String) async -> CommandResult) async -> CommandResult {
        switch memory.latest() {
        case let .retry(line):
            retrying = line
            return await execute(line.runnable)
        case let .nothing(why):
            output.error(Self.text(for: why), kind: "nothing-to-retry")
            return .failed
        }
    }

    /// Lists the injected faults and what each point saw.
    func listFaults() async -> CommandResult {
        await faults.list()
        return .done
    }

    /// Sets a fault entry, a preset's, or clears them, from the words typed after `fault`.
    func setFault(_ words: [String]) async -> CommandResult {
        await faults.set(words) ? .done : .failed
    }
}
