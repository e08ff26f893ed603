import Adapters

/// What the shell adds around each command for a data layer that may misbehave: Ctrl-C cancels the command,
/// `retry` repeats the last one that failed, an injected failure is named as such, and the fault commands.
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

    /// Runs `line` with `execute` as a command Ctrl-C can cancel, and remembers whether it failed.
    func run(_ line: String, execute: @escaping @MainActor (String) async -> Int32?) async -> Int32? {
        let errorsBefore = output.errorCount
        await faults.forgetInjectedFailure()
        let status = await canceller.run { await execute(line) }
        let failed = output.errorCount > errorsBefore
        if failed, let note = await faults.injectedFailureNote() {
            output.note(note)
        }
        let isRetry = (try? CommandParser.parse(line)) == .retry
        memory.record(line, isRetry: isRetry, failed: failed)
        return status
    }

    /// Runs `operation`, such as opening the start screen, so that Ctrl-C cancels it as it cancels a command.
    func runCancellable(_ operation: @escaping @MainActor () async -> Void) async {
        _ = await canceller.run {
            await operation()
            return nil
        }
    }

    /// Runs the commands this type owns: `retry`, `faults` and `fault …`.
    func handle(_ command: Command, execute: @MainActor (String) async -> Int32?) async -> Int32? {
        switch command {
        case .retry:
            guard let line = memory.failedLine else {
                output.error("there is nothing to retry: no command has failed", kind: "nothing-to-retry")
                return nil
            }
            return await execute(line)
        case .faults:
            await faults.list()
        case let .fault(arguments):
            await faults.set(arguments)
        default:
            break
        }
        return nil
    }
}
