import Foundation
import XCTest

/// A real SIGINT sent to the binary while a call is slow: it cancels that call and the script carries on.
final class InterruptEndToEndTests: XCTestCase {
    func test_sigintDuringASlowCall_cancelsItAndRunsTheNextCommands() throws {
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        // Ten minutes, longer than any run of the suite: the shop gets to `quit 3` in a test only if the call is cut short.
        let (process, errors) = try tasch.start(["--faults", "product=delay(600s)", "--fault-seed", "1"], input: "show 1\nquit 3\n")

        // The loading line says the call is under way, so the signal arrives in the middle of it.
        XCTAssertTrue(process.waitUntil(errors, holds: "loading"), "the shop ended before the call was under way")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 3, "quit 3 ran after the cancelled call")
        XCTAssertTrue(try String(contentsOf: errors, encoding: .utf8).contains("line 1: cancelled: nothing was changed"))
    }
}
