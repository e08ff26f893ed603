import Adapters

/// What the shell adds around each command for a data layer that may misbehave: Ctrl-C cancels the command,
/// `retry` repeats the last one that did not happen, an injected failure is named as such, and the fault commands.
@MainActor
final class SessionControls {
    private let output: TerminalOutput
    private let canceller: CommandCanceller
    private let faults: FaultCommands
    private var memory = RetryMemory()

    init(output: TerminalOutput, canceller: CommandCanceller, faults: FaultCommands) {
        self.output = output
        self.canceller = canceller
        self.faults = faults
    }

    /// Runs `line` with `execute` as a command Ctrl-C can cancel, and remembers whether it happened.
    func run(_ line: String, execute: @escaping @MainActor (String) async -> CommandResult) async -> CommandResult {
        await faults.forgetInjectedFailure()
        let result = await canceller.run { await execute(line) }
        if result.didNotHappen, let note = await faults.injectedFailureNote() {
            output.note(note)
        }
        let isRetry = CommandParser.isRetry(line)
        if isRetry || Self.canGoThroughOnRetry(line) {
            memory.record(line, isRetry: isRetry, result: result)
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

    /// Runs the commands this type owns: `retry`, `faults` and `fault …`.
    func handle(_ command: Command, execute: @MainActor (String) async -> CommandResult) async -> CommandResult {
        switch command {
        case .retry:
            switch memory.answerRetry() {
            case let .retry(line):
                return await execute(line)
            case let .nothing(because: reason):
                output.error(reason, kind: "nothing-to-retry")
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
