import Foundation
import XCTest

/// However the full screen ends, the terminal's settings are as they were, the cursor shows and the main screen is
/// back; and `--screen` without a terminal it can draw on says why in one line, with status 64.
final class ScreenLeavesTheTerminalAsItWasTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_settings_areAsTheyWereAfterEveryWayOut() throws {
        let ways: [(name: String, arguments: [String], keys: String?, signal: Int32?, status: Int32)] = [
            ("q", [], "q", nil, 0),
            ("Ctrl-C, then y", [], ScreenOnATerminal.Keys.controlC + "y", nil, 0),
            ("SIGTERM", [], nil, SIGTERM, 128 + SIGTERM),
            ("SIGHUP", [], nil, SIGHUP, 128 + SIGHUP),
            ("SIGINT", [], nil, SIGINT, 130),
            ("an error at start-up", ["--catalogue", "/no/such/catalogue.json"], nil, nil, 66),
        ]
        for way in ways {
            let terminal = try PseudoTerminal(columns: 80, rows: 24)
            let before = terminal.settings
            let shop = try ScreenOnATerminal(arguments: way.arguments, home: home, terminal: terminal)
            if way.status != 66 { shop.waitFor("Market Tote") }
            if let keys = way.keys { shop.type(keys) }
            if let signal = way.signal { terminal.send(signal) }

            XCTAssertEqual(terminal.waitForExit(), way.status, way.name)
            shop.readScreen()
            XCTAssertTrue(PseudoTerminal.same(terminal.settings, before), way.name)
            XCTAssertFalse(shop.screen.isAlternateScreen, way.name)
            XCTAssertTrue(shop.screen.isCursorVisible, way.name)
            XCTAssertFalse(shop.screen.bracketsPastes, way.name)
        }
    }

    func test_controlC_thenAnyOtherKeyStaysInTheShop() throws {
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")

        shop.type(ScreenOnATerminal.Keys.controlC)
        shop.waitFor("Leave Tasch?")
        shop.type("n")
        shop.waitUntil("the dialog gone") { !$0.joined().contains("Leave Tasch?") }

        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_withoutATerminal_screenSaysWhyAndExits64() throws {
        let result = try home.run(["--screen", "--state", home.folder.appendingPathComponent("state.json").path])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.errors, "tasch: --screen needs a terminal: standard input is not one\n")
        XCTAssertEqual(result.output, "")
    }

    func test_onADumbTerminal_screenSaysWhyAndExits64() throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        _ = try ScreenOnATerminal(environment: ["TERM": "dumb"], home: home, terminal: terminal)

        XCTAssertEqual(terminal.waitForExit(), 64)
        XCTAssertEqual(terminal.output, "tasch: --screen needs a terminal that can draw a full screen, and TERM is \"dumb\"\r\n")
    }
}
