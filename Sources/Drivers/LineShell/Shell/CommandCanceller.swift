import Synchronization

/// Lets Ctrl-C cancel the command in flight. The signal arrives on another thread and must be answered at once,
/// without awaiting, so the way to cancel the one task is kept behind a mutex rather than in an actor.
public final class CommandCanceller: Sendable {
    private struct State {
        var cancel: (@Sendable () -> Void)?
        var interrupted = false
    }

    private let state = Mutex(State())
    /// Where the nonisolated work a command awaits runs (the ports' calls), when not on Swift's pool of threads.
    let executorPreference: (any TaskExecutor)?

    /// A canceller whose commands' nonisolated work runs on `executorPreference`, else on Swift's pool of threads.
    public init(executorPreference: (any TaskExecutor)? = nil) {
        self.executorPreference = executorPreference
    }

    /// Runs `operation` as the command in flight, which `interrupt()` can cancel.
    @MainActor
    func run<Result: Sendable>(_ operation: @escaping @MainActor () async -> Result) async -> Result {
        let command: @MainActor () async -> Result = { await operation() }
        let task = Task(executorPreference: executorPreference, operation: command)
        state.withLock { $0 = State(cancel: { task.cancel() }) }
        let result = await task.value
        state.withLock { $0 = State() }
        return result
    }

    /// Cancels the command in flight and returns true; false when there is none, or it was interrupted already,
    /// which means the customer wants to leave.
    public func interrupt() -> Bool {
        state.withLock { state in
            guard let cancel = state.cancel, !state.interrupted else { return false }
            state.interrupted = true
            cancel()
            return true
        }
    }
}
