import Adapters
import Foundation

/// Locks, one a path as the real file system's lock files are: held by a body run under one, or by "another program"
/// that a test stands in for.
extension InMemoryFileSystem {
    public func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T {
        try state.withLock { table throws in
            if let error = table.lockError { throw error }
            try table.checkCanSave(atPath: path)
            try table.take([.open(path + ".lock")], "cannot lock", path + ".lock")
        }
        try locks.take(path)
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

    /// Makes every later wait for a held lock try again after each call of `pause`, stop when its task is cancelled,
    /// and give up after `pauses` of them with `LockWaitTimeout` (saying `seconds`), as the real one's waits do between
    /// tries; until then a wait blocks until the lock is let go, cancelled or not.
    public func waitForLocks(pausing pause: @escaping @Sendable () -> Void, givingUpAfter pauses: Int, seconds: Int = 30) {
        locks.plan(InMemoryLocks.Plan(pause: pause, pausesBeforeGivingUp: pauses, seconds: seconds))
    }
}

/// The locks of an `InMemoryFileSystem`. Every property is read and written with `condition` held.
final class InMemoryLocks: @unchecked Sendable {
    /// How a taker waits for a lock that is held.
    struct Plan {
        let pause: @Sendable () -> Void
        let pausesBeforeGivingUp: Int
        let seconds: Int
    }

    private let condition = NSCondition()
    private var held: Set<String> = []
    private var waitingPlan: Plan?

    func plan(_ plan: Plan) {
        condition.withLock { waitingPlan = plan }
    }

    /// Takes the lock of `path` when it is free; says whether it did.
    func tryTake(_ path: String) -> Bool {
        condition.withLock { held.insert(path).inserted }
    }

    /// Takes the lock of `path`, waiting for its holder as the plan says.
    func take(_ path: String) throws {
        var pauses = 0
        while !tryTake(path) {
            guard let plan = condition.withLock({ waitingPlan }) else {
                waitUntilFree(path)
                continue
            }
            try Task.checkCancellation()
            guard pauses < plan.pausesBeforeGivingUp else { throw LockWaitTimeout(path: path, seconds: plan.seconds) }
            plan.pause()
            pauses += 1
        }
    }

    func release(_ path: String) {
        condition.withLock {
            held.remove(path)
            condition.broadcast()
        }
    }

    private func waitUntilFree(_ path: String) {
        condition.withLock {
            while held.contains(path) { condition.wait() }
        }
    }
}
