import Adapters
import Foundation
import Synchronization

/// Locks, one a path as the real file system's lock files are: held by a body run under one, or by "another program"
/// that a test stands in for.
extension InMemoryFileSystem {
    /// Waits for a held lock as `waitForLocks` says: by default suspended, holding no thread, until the holder lets go.
    public nonisolated(nonsending) func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) async throws -> T {
        try state.withLock { table throws in
            if let error = table.lockError { throw error }
            try table.checkCanSave(atPath: path)
            try table.take([.open(path + ".lock")], "cannot lock", path + ".lock")
        }
        try await locks.take(path)
        defer { locks.release(path) }
        state.withLock { $0.journal.append(.lock(path)) }
        defer { state.withLock { $0.journal.append(.unlock(path)) } }
        return try body()
    }

    /// Takes the lock of `path` as another program would, and returns the function that lets it go; nil when the lock
    /// is held already.
    public func holdLock(forPath path: String) -> (@Sendable () -> Void)? {
        guard locks.tryTake(path) else { return nil }
        return { [locks] in locks.release(path) }
    }

    /// How many tasks are waiting for the lock of `path` now, suspended.
    public func waiterCount(forLockOf path: String) -> Int {
        locks.waiterCount(path)
    }

    /// Makes every later wait for a held lock try again after each call of `pause`, stop when its task is cancelled,
    /// and give up after `pauses` of them with `LockWaitTimeout` (saying `seconds`), as the real one's waits do between
    /// tries; until then a wait suspends its task until the lock is let go or the task is cancelled.
    public func waitForLocks(pausing pause: @escaping @Sendable () -> Void, givingUpAfter pauses: Int, seconds: Int = 30) {
        locks.plan(InMemoryLocks.Plan(pause: pause, pausesBeforeGivingUp: pauses, seconds: seconds))
    }
}

/// The locks of an `InMemoryFileSystem`: which paths are held, and the tasks waiting for each, suspended on a
/// continuation that the holder's letting go resumes (the lock handed to the first waiter), or their cancellation.
final class InMemoryLocks: Sendable {
    /// How a taker waits for a lock that is held, when a test says.
    struct Plan {
        let pause: @Sendable () -> Void
        let pausesBeforeGivingUp: Int
        let seconds: Int
    }

    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var held: Set<String> = []
        var waiters: [String: [Waiter]] = [:]
        var nextID = 0
        var plan: Plan?
    }

    private let state = Mutex(State())

    func plan(_ plan: Plan) {
        state.withLock { $0.plan = plan }
    }

    /// Takes the lock of `path` when it is free; says whether it did.
    func tryTake(_ path: String) -> Bool {
        state.withLock { $0.held.insert(path).inserted }
    }

    func waiterCount(_ path: String) -> Int {
        state.withLock { $0.waiters[path]?.count ?? 0 }
    }

    /// Takes the lock of `path`, waiting for its holder as the plan says, or suspended until it is handed over; in the
    /// caller's isolation, as the port's wait is.
    nonisolated(nonsending) func take(_ path: String) async throws {
        if let plan = state.withLock({ $0.plan }) {
            try take(path, trying: plan)
        } else {
            try await takeWhenLetGo(path)
        }
    }

    /// Lets the lock of `path` go: to the first task waiting for it, which it resumes, or to nobody.
    func release(_ path: String) {
        let next = state.withLock { state -> Waiter? in
            guard let first = state.waiters[path]?.first else {
                state.held.remove(path)
                return nil
            }
            state.waiters[path]?.removeFirst()
            if state.waiters[path]?.isEmpty == true { state.waiters[path] = nil }
            return first
        }
        next?.continuation.resume()
    }

    private func take(_ path: String, trying plan: Plan) throws {
        var pauses = 0
        while !tryTake(path) {
            try Task.checkCancellation()
            guard pauses < plan.pausesBeforeGivingUp else { throw LockWaitTimeout(path: path, seconds: plan.seconds) }
            plan.pause()
            pauses += 1
        }
    }

    private nonisolated(nonsending) func takeWhenLetGo(_ path: String) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let taken = state.withLock { state -> Result<Void, any Error>? in
                    if state.held.insert(path).inserted { return .success(()) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waiters[path, default: []].append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let taken { continuation.resume(with: taken) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters[path]?.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters[path]?.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }
}
