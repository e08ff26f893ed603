import Adapters
import Synchronization
import TaschTestSupport
import XCTest

/// What every clock that injected delays wait on must do (`FaultClock`): a wait returns once its time has passed, and
/// not before; a wait of no time returns at once; a cancelled wait throws `CancellationError` at once, whether it was
/// cancelled while waiting or before it began. Each subclass runs it against one clock in a world that moves its time:
/// the live clock on the machine's own time (so its few tests wait a few milliseconds), a test's manual clock when the
/// test moves it. A clock on which no time ever passes (the benchmark's) is held to what needs no time passing.
@MainActor
class FaultClockContract: XCTestCase {
    /// The clock under test, in a world of its own.
    func makeWorld() throws -> any FaultClockWorld {
        throw XCTSkip("the contract itself runs no clock")
    }

    func assertWaitReturnsOnceItsTimeHasPassedAndNotBefore() async throws {
        let world = try makeWorld()
        let clock = world.clock

        let waiting = Task { () throws -> Duration in
            try await clock.wait(for: .milliseconds(5))
            return world.elapsed
        }
        await world.waitUntilWaiting()
        await world.letTimePass(.milliseconds(2))
        await world.letTimePass(.milliseconds(3))
        let elapsedWhenItReturned = try await waiting.value

        XCTAssertGreaterThanOrEqual(elapsedWhenItReturned, .milliseconds(5))
    }

    func assertWaitOfNoTimeReturnsAtOnce() async throws {
        let world = try makeWorld()
        let clock = world.clock
        let returned = Flag()

        let waiting = Task {
            try await clock.wait(for: .zero)
            returned.raise()
        }
        await yieldUntil { returned.isRaised }
        waiting.cancel()

        XCTAssertTrue(returned.isRaised, "no time passed on the clock, and none needed to")
    }

    func assertWaitThrowsCancellationErrorWhenItsTaskIsCancelledWhileWaiting() async throws {
        let world = try makeWorld()
        let clock = world.clock

        let waiting = Task { try await clock.wait(for: .seconds(3_600)) }
        await world.waitUntilWaiting()
        waiting.cancel()
        let result = await waiting.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }

    func assertWaitOfATaskAlreadyCancelledThrowsCancellationErrorAtOnce() async throws {
        let world = try makeWorld()
        let clock = world.clock

        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.wait(for: .seconds(3_600))
        }
        let result = await waiting.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }
}

/// One clock as the contract sees it: the clock, and how time passes for it.
protocol FaultClockWorld: Sendable {
    var clock: any FaultClock { get }
    /// Returns once a wait has begun on the clock, where the clock can tell; at once where it cannot.
    func waitUntilWaiting() async
    /// Lets `duration` pass for the clock: a manual one is moved on; for the live one, time passes by itself.
    func letTimePass(_ duration: Duration) async
    /// The time that passed for the clock since the world was made.
    var elapsed: Duration { get }
}

/// Whether something happened, told across tasks.
private final class Flag: Sendable {
    private let state = Mutex(false)
    var isRaised: Bool { state.withLock { $0 } }
    func raise() { state.withLock { $0 = true } }
}
