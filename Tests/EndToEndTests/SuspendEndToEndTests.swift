import Foundation
import XCTest

/// Ctrl-Z at the prompt, in the built binary run by a shell with job control on a pseudo-terminal: the shop gives the
/// terminal back and stops, and `fg` brings it back with the half-typed line drawn again, in raw mode again.
final class SuspendEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_controlZ_stopsTheShopAndFgDrawsTheLineAgainReadyToGoOn() throws {
        let terminal = try startShopUnderBash()

        terminal.type("show 1")
        terminal.waitFor("show 1")
        terminal.type("\u{1A}")
        terminal.waitFor("Stopped")
        terminal.waitFor("shell$ ")
        terminal.type("fg\r")
        terminal.waitFor("tasch> show 1")
        terminal.type("0\r")

        terminal.waitFor("Rattan Basket (#10)")
        terminal.type("quit\r")
        terminal.waitFor("shell$ ")
        terminal.type("exit\r")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    func test_controlZ_stopsTheShopBeforeItDrawsTheLineAgain() throws {
        let terminal = try startShopUnderBash()

        terminal.type("show 3")
        terminal.waitFor("show 3")
        terminal.type("\u{1A}")
        terminal.waitFor("shell$ ")
        terminal.type("fg\r")
        terminal.waitFor("tasch> show 3")
        terminal.type("\r")
        terminal.waitFor("Oak Serving Board (#3)")
        terminal.type("quit\r")
        terminal.waitFor("shell$ ")
        terminal.type("exit\r")
        XCTAssertEqual(terminal.waitForExit(), 0)

        let rows = TerminalScreen.rows(of: terminal.output)
        let stopped = try XCTUnwrap(rows.lastIndex { $0.hasPrefix("tasch> show 3^Z") }, rows.joined(separator: "\n"))
        // bash starts its own line: the next row the shop could have drawn on is bash's.
        let next = rows[(stopped + 1)...].first { !$0.isEmpty }
        XCTAssertTrue(next?.contains("Stopped") == true, rows.joined(separator: "\n"))
    }

    /// bash with job control on a pseudo-terminal of the test's own, running the shop at its first prompt.
    private func startShopUnderBash() throws -> PseudoTerminal {
        let bash = "/bin/bash"
        guard FileManager.default.isExecutableFile(atPath: bash) else { throw XCTSkip("no bash to give the shop job control") }
        let terminal = try PseudoTerminal(columns: 80)
        let environment = TaschProcess.environment(home: home.folder).merging(["TERM": "xterm-256color", "PS1": "shell$ "]) { $1 }
        try terminal.start(bash, ["--norc", "--noprofile", "-i"], environment: environment)
        terminal.waitFor("shell$ ")
        terminal.type("'\(TaschProcess.binary.path)' --state '\(home.folder.path)/state.json'\r")
        terminal.waitFor("tasch> ")
        return terminal
    }
}
