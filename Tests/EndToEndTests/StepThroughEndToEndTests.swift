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

    func test_stepAtATerminal_runsACommandOnlyOnceEnterIsPressedAndQLeaves() throws {
        let script = home.folder.appendingPathComponent("visit.tasch")
        try Data("# Keep a tote, then look at the cart.\nadd 1\ncart\n".utf8).write(to: script)
        let shop = try ShopOnATerminal(
            arguments: ["--state", statePath, "--step", script.path], environment: ["NO_COLOR": "1"], home: home, waitsForPrompt: false
        )

        let beforeEnter = shop.terminal.waitFor("tasch> add 1")
        shop.terminal.type("\r")
        shop.terminal.waitFor("Added \"Market Tote\"")
        shop.terminal.waitFor("tasch> cart")
        shop.terminal.type("q\r")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        XCTAssertTrue(beforeEnter.contains("# Keep a tote, then look at the cart.\r\n"), beforeEnter)
        XCTAssertFalse(beforeEnter.contains("Added"), beforeEnter)
        XCTAssertFalse(shop.terminal.output.contains("Your cart:"), shop.terminal.output)
    }

    func test_guidedDemoSteppedAtATerminal_showsTheSpinnerWhileTheFirstStepIsSlow() throws {
        let shop = try ShopOnATerminal(arguments: ["--state", statePath, "--step", Self.demo.path], home: home, waitsForPrompt: false)

        shop.terminal.waitFor("tasch> fault catalogue")
        shop.terminal.type("\r")
        shop.terminal.waitFor("tasch> home")
        shop.terminal.type("\r")
        shop.terminal.waitFor("loading…")
        shop.terminal.waitFor("tasch> home")
        shop.terminal.type("q\r")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
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
