import Adapters
import Synchronization

/// A clock that moves only when the test says so: each sleeper stays suspended until `advance(by:)` passes its
/// deadline, or until its task is cancelled; one whose deadline has come already returns at once, as on a real clock.
/// Tests never sleep. It also stands in for the clock injected delays wait on (`FaultClock`, whose contract holds it
/// to what the live one does).
public final class ManualClock: Clock, FaultClock {
    private struct Sleeper {
        let id: Int
        let deadline: TestInstant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = TestInstant(sinceStart: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        var requested: [Duration] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Every duration asked for, in order.
    public var requestedSleeps: [Duration] { state.withLock { $0.requested } }

    public var now: TestInstant { state.withLock { $0.now } }

    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: TestInstant, tolerance: Duration?) async throws {
        let (id, isDue) = state.withLock { state in
            state.nextID += 1
            state.requested.append(state.now.duration(to: deadline))
            return (state.nextID, deadline <= state.now)
        }
        if isDue { return try Task.checkCancellation() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state in
                    guard !Task.isCancelled else { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    public func wait(for duration: Duration) async throws {
        try await sleep(for: duration)
    }

    /// Moves time on by `duration`, waking every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        due.forEach { $0.continuation.resume() }
    }

    /// Lets other tasks run until `count` of them sleep on the clock; gives up after many turns, so that a bug fails
    /// the test instead of hanging it.
    public func waitForSleepers(_ count: Int = 1) async {
        for _ in 0..<100_000 where sleeperCount < count {
            await Task.yield()
        }
    }
}
