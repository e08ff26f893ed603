import Synchronization

/// A clock whose sleeps return at once, moving its time on as far as asked, for code that pauses between tries: a test
/// runs every try without sleeping or reading the real clock. Each sleep is recorded, and `onSleep` is told how many
/// there have been before the sleep returns, from the sleeping task, so that it can change the world (let a lock go)
/// or cancel that task (`withUnsafeCurrentTask { $0?.cancel() }`, as Ctrl-C would).
public final class ImmediateClock: Clock {
    private struct State {
        var now = TestInstant(sinceStart: .zero)
        var sleeps: [Duration] = []
    }

    private let state = Mutex(State())
    private let onSleep: @Sendable (Int) -> Void

    /// A clock at its start, calling `onSleep` at each sleep.
    public init(onSleep: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.onSleep = onSleep
    }

    /// Every sleep asked for, in order.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    public var now: TestInstant { state.withLock { $0.now } }

    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: TestInstant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        let count = state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            state.now = max(state.now, deadline)
            return state.sleeps.count
        }
        onSleep(count)
        try Task.checkCancellation()
    }
}
