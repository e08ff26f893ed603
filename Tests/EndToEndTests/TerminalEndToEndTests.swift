import Foundation
import XCTest

/// The binary on a real pseudo-terminal (util-linux `script`): prompts, questions and colour appear only there.
final class TerminalEndToEndTests: XCTestCase {
    func test_terminal_showsBannerPromptConfirmationAndColour() throws {
        let screen = try runOnTerminal(input: "add 1\ncheckout\ny\nquit\n")

        XCTAssertTrue(screen.contains("Tasch, a shop in your terminal."), screen)
        XCTAssertTrue(screen.contains("tasch> "), screen)
        XCTAssertTrue(screen.contains("Place the order for 1 item, $64.50 in all? [y/N] "), screen)
        XCTAssertTrue(screen.contains("Order #1001"), screen)
        XCTAssertTrue(screen.contains("\u{1B}[1m"), "bold titles on a terminal")
    }

    func test_terminal_withNOCOLORWritesNoColour() throws {
        let screen = try runOnTerminal(input: "show 1\nquit\n", environment: "NO_COLOR=1")

        XCTAssertTrue(screen.contains("Market Tote (#1)"), screen)
        XCTAssertFalse(screen.contains("\u{1B}["), screen)
    }

    /// Runs tasch with standard input and output on a pseudo-terminal, typing `input`, and returns the screen's bytes.
    private func runOnTerminal(input: String, environment: String = "") throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("util-linux script is not installed: no pseudo-terminal to test on")
        }
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        let command = "env \(environment) TERM=xterm-256color HOME='\(tasch.folder.path)' '\(TaschProcess.binary.path)'"
        let result = try tasch.run(program: "/usr/bin/script", ["-qec", command, "/dev/null"], input: input)
        XCTAssertEqual(result.status, 0, result.errors)
        return result.output
    }
}
