@testable import Drivers
import Foundation
import Synchronization
import XCTest

@MainActor
final class CommandCancellerTests: XCTestCase {
    func test_run_runsTheNonisolatedWorkACommandAwaits_onTheExecutorPreferred() async {
        let executor = CountingTaskExecutor()
        let sut = CommandCanceller(executorPreference: executor)

        let answer = await sut.run { await nonisolatedAnswer() }

        XCTAssertEqual(answer, 42)
        XCTAssertGreaterThan(executor.jobsRun, 0, "the nonisolated call ran on the executor preferred")
    }

    func test_mainQueueTaskExecutor_runsNonisolatedWorkOnTheMainThread() async {
        let onMainThread = await isOnTheMainThread(preferring: MainQueueTaskExecutor.shared)

        XCTAssertTrue(onMainThread)
    }
}

private nonisolated func nonisolatedAnswer() async -> Int {
    42
}

private nonisolated func isOnTheMainThread(preferring executor: any TaskExecutor) async -> Bool {
    await Task(executorPreference: executor) { Thread.isMainThread }.value
}

/// Runs each job on a global queue, counting them.
private final class CountingTaskExecutor: TaskExecutor {
    private let count = Mutex(0)
    var jobsRun: Int { count.withLock { $0 } }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        count.withLock { $0 += 1 }
        DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
