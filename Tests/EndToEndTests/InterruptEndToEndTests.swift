import Foundation
import XCTest

/// A real SIGINT sent to the binary while a call is slow: it cancels that call and the script carries on.
final class InterruptEndToEndTests: XCTestCase {
    func test_sigintDuringASlowCall_cancelsItAndRunsTheNextCommands() throws {
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        let started = Date()
        let (process, errors) = try tasch.start(["--faults", "product=delay(5s)", "--fault-seed", "1"], input: "show 1\nquit 3\n")

        // The loading line says the call is under way, so the signal arrives in the middle of it.
        let deadline = Date().addingTimeInterval(4)
        while Date() < deadline, !((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains("loading") {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 3, "quit 3 ran after the cancelled call")
        XCTAssertTrue(try String(contentsOf: errors, encoding: .utf8).contains("line 1: cancelled: nothing was changed"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 4.5, "the 5 s delay was cut short")
    }
}
