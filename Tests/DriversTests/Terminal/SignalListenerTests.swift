@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

final class SignalListenerTests: XCTestCase {
    // SIGURG's default action is to do nothing, so a signal that arrives before the listener is ready is lost rather
    // than ending the test process: the test then fails instead of crashing the run.
    func test_aSignalSentAsSoonAsTheListenerIsMade_reachesItsHandler() {
        let heard = expectation(description: "SIGURG heard")
        let listener = SignalListener(SIGURG) { heard.fulfill() }

        kill(getpid(), SIGURG)

        // A signal lost for good would otherwise hang the run.
        wait(for: [heard], timeout: HangGuard.seconds)
        withExtendedLifetime(listener) {}
    }

    func test_aListenerBlockingInThisThread_returnsWithTheSignalBlockedHere() {
        defer { Self.setBlocked(SIGURG, false) }

        let listener = SignalListener(SIGURG, blockingInThisThread: true) {}

        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        XCTAssertEqual(sigismember(&current, SIGURG), 1, "blocked, so that it waits for the listener rather than being lost")
        withExtendedLifetime(listener) {}
    }

    private static func setBlocked(_ signal: Int32, _ blocked: Bool) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &signals, nil)
    }
}
