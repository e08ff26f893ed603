import Foundation
import XCTest

/// A real SIGINT sent to the binary while a call is slow: it cancels that call and the script carries on.
final class InterruptEndToEndTests: XCTestCase {
    func test_sigintDuringASlowCall_cancelsItAndRunsTheNextCommands() throws {
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        // Ten minutes, longer than any run of the suite: the shop gets to `quit 3` in a test only if the call is cut short.
        // Standard error on a terminal shows the loading line, which says the call is under way, so the signal arrives
        // in the middle of it; standard input stays a file, so no line editor is at work.
        let terminal = try PseudoTerminal(columns: 80)
        let input = tasch.folder.appendingPathComponent("input")
        try Data("show 1\nquit 3\n".utf8).write(to: input)
        let process = Process()
        process.executableURL = TaschProcess.binary
        process.arguments = ["--faults", "product=delay(600s)", "--fault-seed", "1"]
        process.environment = TaschProcess.environment(home: tasch.folder)
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try XCTUnwrap(FileHandle(forWritingAtPath: terminal.path))
        try process.run()

        terminal.waitFor("loading")
        kill(process.processIdentifier, SIGINT)
        terminal.waitFor("line 1: cancelled: nothing was changed")
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 3, "quit 3 ran after the cancelled call")
    }
}
