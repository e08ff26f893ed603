import Foundation
import XCTest

/// The built binary on a pseudo-terminal: banner, prompt, question and colour appear only there; output fits the
/// window; and the terminal's settings are as they were however the shop ends.
final class TerminalEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_terminal_showsBannerPromptConfirmationAndColour() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("add 1\r", expecting: "Added \"Market Tote\"")
        shop.type("checkout\r", expecting: "Place the order for 1 item, $64.50 in all?", thenPrompt: false)
        shop.terminal.waitFor("[y/N, or a code] ")
        shop.type("y\r", expecting: "Order #1001")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertTrue(shop.terminal.output.contains("Tasch, a shop in your terminal."), shop.terminal.output)
        XCTAssertTrue(shop.terminal.output.contains("\u{1B}[1m"), "bold titles on a terminal")
    }

    func test_terminal_withNOCOLORWritesNoColour() throws {
        let shop = try ShopOnATerminal(environment: ["NO_COLOR": "1"], home: home)

        shop.type("show 1\r", expecting: "Market Tote (#1)")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertNil(shop.terminal.output.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression), "no colour, only the editor's moves")
    }

    func test_everyLineOfHelpAndOfAProductPage_fitsWindowsOf80And60Columns() throws {
        for columns in [80, 60] {
            let shop = try ShopOnATerminal(columns: columns, home: home)

            shop.type("help\r", expecting: "Type \"help COMMAND\" for one command in detail.")
            shop.type("help catalogue\r", expecting: "example: catalogue sort -price in-stock")
            shop.type("show 1\r", expecting: "Market Tote (#1)")
            shop.type("shwo 1\r", expecting: "did you mean \"show\"?")

            XCTAssertEqual(shop.leave(), 0)
            XCTAssertEqual(shop.rowsWiderThan(columns), [], "\(columns) columns")
        }
    }

    func test_settings_areAsTheyWereAfterEveryWayOut() throws {
        let ways: [(name: String, arguments: [String], keys: String?, signal: Int32?, status: Int32)] = [
            ("quit", [], "quit\r", nil, 0),
            ("Ctrl-D", [], ShopOnATerminal.Keys.controlD, nil, 0),
            ("SIGTERM", [], nil, SIGTERM, 128 + SIGTERM),
            ("SIGHUP", [], nil, SIGHUP, 128 + SIGHUP),
            ("an error at start-up", ["--catalogue", "/no/such/catalogue.json"], nil, nil, 66),
        ]
        for way in ways {
            let terminal = try PseudoTerminal(columns: 80)
            let before = terminal.settings
            let shop = try ShopOnATerminal(terminal: terminal, arguments: way.arguments, home: home, waitsForPrompt: way.status != 66)
            if let keys = way.keys { shop.terminal.type(keys) }
            if let signal = way.signal { shop.terminal.send(signal) }

            XCTAssertEqual(shop.terminal.waitForExit(), way.status, way.name)
            XCTAssertTrue(PseudoTerminal.same(terminal.settings, before), way.name)
        }
    }
}
