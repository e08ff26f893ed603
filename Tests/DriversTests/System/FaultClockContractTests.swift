import Adapters
import Drivers
import TaschTestSupport
@testable import tasch_bench
import XCTest

/// The live clock, on the machine's own time.
final class LiveFaultClockContractTests: FaultClockContract {
    override func makeWorld() throws -> any FaultClockWorld {
        LiveFaultClockWorld()
    }

    func test_wait_returnsOnceItsTimeHasPassedAndNotBefore() async throws { try await assertWaitReturnsOnceItsTimeHasPassedAndNotBefore() }
    func test_wait_ofNoTimeReturnsAtOnce() async throws { try await assertWaitOfNoTimeReturnsAtOnce() }
    func test_wait_throwsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() async throws { try await assertWaitThrowsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() }
    func test_wait_ofATaskAlreadyCancelledThrowsCancellationErrorAtOnce() async throws { try await assertWaitOfATaskAlreadyCancelledThrowsCancellationErrorAtOnce() }
}

/// The clock unit tests wait on, moved by the test.
final class ManualFaultClockContractTests: FaultClockContract {
    override func makeWorld() throws -> any FaultClockWorld {
        let clock = ManualFaultClock()
        trackForMemoryLeaks(clock)
        return ManualFaultClockWorld(manual: clock)
    }

    func test_wait_returnsOnceItsTimeHasPassedAndNotBefore() async throws { try await assertWaitReturnsOnceItsTimeHasPassedAndNotBefore() }
    func test_wait_ofNoTimeReturnsAtOnce() async throws { try await assertWaitOfNoTimeReturnsAtOnce() }
    func test_wait_throwsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() async throws { try await assertWaitThrowsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() }
    func test_wait_ofATaskAlreadyCancelledThrowsCancellationErrorAtOnce() async throws { try await assertWaitOfATaskAlreadyCancelledThrowsCancellationErrorAtOnce() }
}

/// The benchmark's clock, on which no time passes (so a slow key never turns the spinner): held to cancellation, which
/// needs none.
final class StoppedClockContractTests: FaultClockContract {
    override func makeWorld() throws -> any FaultClockWorld {
        StoppedClockWorld()
    }

    func test_wait_throwsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() async throws { try await assertWaitThrowsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() }
    func test_wait_ofATaskAlreadyCancelledThrowsCancellationErrorAtOnce() async throws { try await assertWaitOfATaskAlreadyCancelledThrowsCancellationErrorAtOnce() }
}

private struct LiveFaultClockWorld: FaultClockWorld {
    let clock: any FaultClock = LiveFaultClock()
    private let start = ContinuousClock.now

    /// The live clock cannot tell.
    func waitUntilWaiting() async {}
    /// Time passes by itself.
    func letTimePass(_ duration: Duration) async {}
    var elapsed: Duration { ContinuousClock.now - start }
}

private struct ManualFaultClockWorld: FaultClockWorld {
    let manual: ManualFaultClock
    var clock: any FaultClock { manual }

    func waitUntilWaiting() async { await manual.waitForSleepers() }
    func letTimePass(_ duration: Duration) async { manual.advance(by: duration) }
    var elapsed: Duration { manual.now.sinceStart }
}

private struct StoppedClockWorld: FaultClockWorld {
    let clock: any FaultClock = StoppedClock()

    func waitUntilWaiting() async {}
    /// None ever does.
    func letTimePass(_ duration: Duration) async {}
    var elapsed: Duration { .zero }
}
