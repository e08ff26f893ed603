import Adapters
import Synchronization
import TaschTestSupport
import XCTest

/// The twin's own wait for a held lock, when no test scripts it: the port promises a wait that suspends the task, so
/// the twin's waiters hold no thread, and the actor or main actor they wait on goes on meanwhile. A wait that blocked
/// its thread would hang the first test (the main actor never free again) rather than fail it.
@MainActor
final class InMemoryFileSystemLockWaitTests: XCTestCase {
    func test_withExclusiveLock_manyTasksWaitingOnTheMainActorLeaveItFreeAndRunInTurnOnceTheHolderLetsGo() async throws {
        let files = makeSUT()
        let letGo = try XCTUnwrap(files.holdLock(forPath: "/state.json"), "the lock was free")
        let ran = Mutex<[Int]>([])

        let waiters = (0..<Self.manyWaiters).map { number in
            Task { @MainActor in try await files.withExclusiveLock(forPath: "/state.json") { ran.withLock { $0.append(number) } } }
        }
        await yieldUntil { files.waiterCount(forLockOf: "/state.json") == Self.manyWaiters }
        let waiting = files.waiterCount(forLockOf: "/state.json")
        let ranBeforeLettingGo = ran.withLock { $0 }
        letGo()
        for waiter in waiters { try await waiter.value }

        XCTAssertEqual(waiting, Self.manyWaiters, "every task waits at once, the main actor free to run the next")
        XCTAssertEqual(ranBeforeLettingGo, [], "no body runs while another holds the lock")
        XCTAssertEqual(ran.withLock { $0 }.sorted(), Array(0..<Self.manyWaiters), "each body once")
        XCTAssertNotNil(files.holdLock(forPath: "/state.json"), "the last one let the lock go")
    }

    func test_withExclusiveLock_waitingTaskCancelledStopsWithoutRunningItsBodyAndTheNextOneGetsTheLock() async throws {
        let files = makeSUT()
        let letGo = try XCTUnwrap(files.holdLock(forPath: "/state.json"), "the lock was free")
        let ran = Mutex<[String]>([])
        let cancelled = Task { @MainActor in try await files.withExclusiveLock(forPath: "/state.json") { ran.withLock { $0.append("cancelled") } } }
        let next = Task { @MainActor in try await files.withExclusiveLock(forPath: "/state.json") { ran.withLock { $0.append("next") } } }
        await yieldUntil { files.waiterCount(forLockOf: "/state.json") == 2 }

        cancelled.cancel()
        let outcome = await cancelled.result
        let waitingAfterCancel = files.waiterCount(forLockOf: "/state.json")
        letGo()
        try await next.value

        XCTAssertThrowsError(try outcome.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        XCTAssertEqual(waitingAfterCancel, 1, "the cancelled task no longer waits")
        XCTAssertEqual(ran.withLock { $0 }, ["next"])
    }

    // MARK: - Helpers

    /// Far more than the threads of Swift's cooperative pool, and all on one: the main actor.
    private static let manyWaiters = 200

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> InMemoryFileSystem {
        let files = InMemoryFileSystem()
        trackForMemoryLeaks(files, file: file, line: line)
        return files
    }
}
