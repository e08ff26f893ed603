@testable import Drivers
import Foundation
import XCTest

final class SignalListenerTests: XCTestCase {
    // SIGURG's default action is to do nothing, so a signal that arrives before the listener is ready is lost rather
    // than ending the test process: the test then fails instead of crashing the run.
    func test_aSignalSentAsSoonAsTheListenerIsMade_reachesItsHandler() {
        let heard = expectation(description: "SIGURG heard")
        let listener = SignalListener(SIGURG) { heard.fulfill() }

        kill(getpid(), SIGURG)

        // A hang guard, not a measure of speed: a signal lost for good would otherwise hang the run.
        wait(for: [heard], timeout: 120)
        withExtendedLifetime(listener) {}
    }
}
