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

    func test_listenersForSeveralSignals_blockEveryOneOfThemHereAndHearEach() {
        defer { [SIGURG, SIGWINCH].forEach { Self.setBlocked($0, false) } }
        let heard = [SIGURG, SIGWINCH].map { expectation(description: "signal \($0) heard") }

        let listeners = SignalListener.all([(SIGURG, { @Sendable in heard[0].fulfill() }), (SIGWINCH, { @Sendable in heard[1].fulfill() })])
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        // The test process has threads of its own that block neither signal, which the shop has not at its start: a
        // signal sent before Dispatch took it over would take its default action (nothing) in one of them.
        listeners.forEach { $0.waitUntilRegistered() }
        kill(getpid(), SIGURG)
        kill(getpid(), SIGWINCH)

        XCTAssertEqual([sigismember(&current, SIGURG), sigismember(&current, SIGWINCH)], [1, 1])
        wait(for: heard, timeout: HangGuard.seconds)
        withExtendedLifetime(listeners) {}
    }

    private static func setBlocked(_ signal: Int32, _ blocked: Bool) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &signals, nil)
    }
}
