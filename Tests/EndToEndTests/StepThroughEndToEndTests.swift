import Foundation
import XCTest

/// A script stepped through at a terminal with the built binary (`--step`), as a presenter runs the guided fault demo:
/// a command runs only once Enter is pressed, `q` leaves, slow calls show the spinner; off a terminal, it runs as before.
final class StepThroughEndToEndTests: XCTestCase {
    private var home: TaschProcess!
    private static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/faults-demo.tasch")

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_stepAtATerminal_runsACommandOnlyOnceEnterIsPressedAndQLeavesWithoutEnter() throws {
        let script = home.folder.appendingPathComponent("visit.tasch")
        try Data("## Run it with --step.\n# Keep a tote, then look at the cart.\nadd 1\ncart\n".utf8).write(to: script)
        let shop = try ShopOnATerminal(
            arguments: ["--state", statePath, "--step", script.path], environment: ["NO_COLOR": "1"], home: home, waitsForPrompt: false
        )

        let beforeEnter = shop.terminal.waitFor("tasch> add 1")
        shop.terminal.type("\r")
        shop.terminal.waitFor("Added \"Market Tote\"")
        shop.terminal.waitFor("tasch> cart")
        shop.terminal.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let rows = TerminalScreen.rows(of: shop.terminal.output)
        XCTAssertEqual(rows.prefix(4).dropFirst(1), ["", "# Keep a tote, then look at the cart.", "tasch> add 1"], "no start screen, no note: \(rows)")
        XCTAssertFalse(beforeEnter.contains("Added"), beforeEnter)
        XCTAssertFalse(shop.terminal.output.contains("Your cart:"), shop.terminal.output)
        XCTAssertEqual(rows.suffix(4), ["tasch> cart", "Left the script after 1 of its 2 steps.", "", ""], "\(rows)")
    }

    func test_keysTypedWhileAStepRuns_areNeitherEchoedNorTakenAsTheNextStep() throws {
        let script = home.folder.appendingPathComponent("visit.tasch")
        try Data("cart\nwish\n".utf8).write(to: script)
        let shop = try ShopOnATerminal(
            arguments: ["--state", statePath, "--step", "--faults", "cart=1*delay(1s)", "--fault-seed", "1", script.path], environment: ["NO_COLOR": "1"],
            home: home, waitsForPrompt: false
        )
        shop.terminal.waitFor("tasch> cart")

        shop.terminal.type("\r")
        shop.terminal.waitFor("loading…")
        shop.terminal.type("xq\r")
        let ran = shop.terminal.waitFor("tasch> wish")
        shop.terminal.type("\r")

        shop.terminal.waitFor("End of the script: its 2 steps have run.")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        XCTAssertFalse(ran.contains("xq"), "echoed: \(ran)")
        XCTAssertTrue(shop.terminal.output.contains("Your wish list is empty"), "the q typed while cart ran left nothing")
    }

    func test_guidedDemoSteppedAtATerminal_showsTheSpinnerWhileTheFirstStepIsSlow() throws {
        let shop = try ShopOnATerminal(arguments: ["--state", statePath, "--step", Self.demo.path], home: home, waitsForPrompt: false)

        shop.terminal.waitFor("tasch> fault catalogue")
        shop.terminal.type("\r")
        shop.terminal.waitFor("tasch> home")
        shop.terminal.type("\r")
        shop.terminal.waitFor("loading…")
        shop.terminal.waitFor("tasch> home")
        shop.terminal.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_guidedDemoAt80By24_opensWithItsBannerNarrationAndFirstStepOnOneScreenWithoutItsNotes() throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let shop = try ShopOnATerminal(terminal: terminal, arguments: ["--state", statePath, "--step", Self.demo.path], home: home, waitsForPrompt: false)

        let first = shop.terminal.waitFor("tasch> fault catalogue")
        shop.terminal.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let rows = TerminalScreen.rows(of: first).filter { !$0.isEmpty }
        XCTAssertLessThanOrEqual(rows.count, 24, rows.joined(separator: "\n"))
        XCTAssertEqual(rows.first, "Tasch steps through the script: Enter runs the command shown, q leaves.")
        XCTAssertFalse(first.contains("mktemp"), "how to start it is for whoever reads the script: \(first)")
    }

    func test_guidedDemo_waitsLongEnoughAtEachDelayToSeeTheSpinner() throws {
        let text = try String(contentsOf: Self.demo, encoding: .utf8)
        let delays = text.matches(of: /delay\((\d+)(ms|s)\)/).map { Int($0.output.1)! * ($0.output.2 == "s" ? 1000 : 1) }

        XCTAssertFalse(delays.isEmpty)
        XCTAssertEqual(delays.filter { $0 < 1000 }, [], "a spinner is seen for a second, not a blink")
    }

    func test_stepWithPipedInput_printsResultsOnlyAsAScriptDoes() throws {
        let script = home.folder.appendingPathComponent("visit.tasch")
        try Data("# Keep a tote.\nadd 1\n".utf8).write(to: script)

        let result = try home.run(["--state", statePath, "--step", script.path], input: "\n")

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "Added \"Market Tote\" to your wish list (1 item, $64.50).\n")
    }

    private var statePath: String { home.folder.appendingPathComponent("state.json").path }
}
