import Adapters

/// What the shell adds around each command for a data layer that may misbehave: Ctrl-C cancels the command,
/// `retry` repeats the last one that did not happen, an injected failure is named as such, and the fault commands.
@MainActor
final class SessionControls {
    private let output: TerminalOutput
    private let canceller: CommandCanceller
    private let faults: FaultCommands
    private var memory = RetryMemory<RetriedLine>()
    /// The line the `retry` under way repeats.
    private var retrying: RetriedLine?

    init(output: TerminalOutput, canceller: CommandCanceller, faults: FaultCommands) {
        self.output = output
        self.canceller = canceller
        self.faults = faults
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
        if CommandParser.isRetry(line) {
            if let retrying { memory.noteRetry(of: retrying, happened: !result.didNotHappen) }
            retrying = nil
        } else if Self.canGoThroughOnRetry(line) {
            memory.note(RetriedLine(line), happened: !result.didNotHappen)
        }
        return result
    }

    /// Whether `line` asks the shop for something a later attempt may get: not a line that cannot be read, nor one of
    /// the commands about the session itself (help, modes, faults), which fail the same way however often repeated.
    private static func canGoThroughOnRetry(_ line: String) -> Bool {
        switch try? CommandParser.parse(line) {
        case nil, .help, .mode, .quit, .retry, .faults, .fault: false
        default: true
        }
    }

    private static func text(for nothing: RetryMemory<RetriedLine>.Nothing) -> String {
        switch nothing {
        case .nothingFailed: "there is nothing to retry: no command has failed"
        case let .retriedAndNothingFailedSince(line):
            "there is nothing to retry: \"\(line.shown)\" went through when retried, and nothing has failed since"
        case let .retriedAndEarlierFailed(line, earlier):
            "\"\(line.shown)\" went through when retried; \"\(earlier.shown)\" failed before it: type \"retry\" again to try it"
        }
    }

    /// Runs the commands this type owns: `retry`, `faults` and `fault …`.
    func handle(_ command: Command, execute: @MainActor (String) async -> CommandResult) async -> CommandResult {
        switch command {
        case .retry:
            switch memory.latest() {
            case let .retry(line):
                retrying = line
                return await execute(line.runnable)
            case let .nothing(why):
                output.error(Self.text(for: why), kind: "nothing-to-retry")
                return .failed
            }
        case .faults:
            await faults.list()
            return .done
        case let .fault(arguments):
            return await faults.set(arguments) ? .done : .failed
        default:
            return .done
        }
    }
}
