import Foundation
import XCTest

/// `tasch --screen` as a person uses it, on a pseudo-terminal the test opens itself, read through a strict virtual
/// terminal: browsing, searching, the wish list, checkout and orders, a fault and its retry, a resize, Ctrl-Z.
final class ScreenEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_screen_browsesSearchesAddsChecksOutAndShowsTheOrder() throws {
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")

        shop.type("j")
        shop.waitUntil("the second row selected") { $0[3].hasPrefix("›  2  Linen Cushion") }
        shop.type("/lin")
        shop.waitUntil("the search's results") { $0[1] == "Search: lin▏" && !$0.joined().contains("Market Tote") }
        shop.type("\r")
        shop.waitFor("Catalogue: 2 products matching \"lin\"")
        shop.type("a")
        shop.waitFor("Your wish list: 1 item · Total: $39.00")
        shop.type("c")
        shop.waitFor("› [ Check out ]")
        shop.type("\r")
        shop.waitFor("Place the order for 1 item, $39.00 in all?")
        shop.type("y")
        shop.waitFor("Thank you! Order #1001 is placed.")
        shop.type("o")
        shop.waitFor("Your orders: 1 order")
        shop.type("\r")
        shop.waitFor("Order #1001, placed")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        shop.readScreen()
        XCTAssertFalse(shop.screen.isAlternateScreen)
        XCTAssertTrue(shop.screen.isCursorVisible)
    }

    func test_screen_keepsTheCataloguesWidestIDColumnOnAPageOfNarrowerIDs() throws {
        let shop = try ScreenOnATerminal(rows: 10, home: home)

        shop.waitUntil("page 1 of the catalogue, ids 1 to 6 in the width of id 10") { $0[2].hasPrefix("›  1  Market Tote") }
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_screen_showsAFailureInPlaceAndRetriesItWithR() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "catalogue=1*fail(no-internet)", "--fault-seed", "1"], home: home)

        shop.waitFor("✗ no internet connection: check your connection and try again  r retries")
        shop.type("r")
        shop.waitFor("Market Tote")

        XCTAssertFalse(shop.screen.lines.joined().contains("no internet"))
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_screen_withFaultsOn_opensWithTheirBannerUntilTheFirstKey() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "demo", "--fault-seed", "1"], home: home)

        shop.waitFor("Faults are on (the demo preset): every point fails once, then works. So the next")
        shop.type("r")
        shop.waitUntil("the banner gone") { !$0.joined().contains("Faults are on") }

        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_screen_drawsWholeAtTheNewSizeWhenTheWindowChanges() throws {
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")

        shop.resize(columns: 120, rows: 30)
        let rows = shop.waitFor("│ Market Tote (#1)")

        XCTAssertEqual(rows.count, 30)
        XCTAssertTrue(rows[0].hasPrefix(" Tasch"))
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_quitAfterTheWindowWidened_leavesNoRowOfTheShopAboveThePrompt() throws {
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")
        shop.resize(columns: 120, rows: 40)
        shop.waitFor("│ Market Tote (#1)")

        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        shop.readScreen()
        XCTAssertFalse(shop.screen.isAlternateScreen)
        XCTAssertEqual(shop.screen.leftBehind, [], "tmux 3.3a reflows these rows to 80 columns and shows them above the prompt")
    }

    func test_colours_followTheTerminalsDepthAndNOCOLORLeavesOnlyAttributes() throws {
        let coloured = try ScreenOnATerminal(columns: 120, environment: ["COLORTERM": "truecolor"], home: home)
        coloured.waitFor("Market Tote (#1)")
        coloured.type("q")
        XCTAssertEqual(coloured.terminal.waitForExit(), 0)
        let plain = try ScreenOnATerminal(columns: 120, environment: ["NO_COLOR": "1"], home: home)
        let plainRows = plain.waitFor("Market Tote (#1)")
        plain.type("q")
        XCTAssertEqual(plain.terminal.waitForExit(), 0)

        XCTAssertTrue(coloured.terminal.output.contains("\u{1B}[0;38;2;47;79;79m██"), "a 24-bit swatch of the tote's first colour")
        XCTAssertNil(plain.terminal.output.range(of: "\u{1B}\\[[0-9;]*(3[0-9]|9[0-7])[0-9;]*m", options: .regularExpression), "no colour")
        XCTAssertTrue(plain.terminal.output.contains("\u{1B}[0;7m"), "reverse video is not colour")
        XCTAssertTrue(plainRows.contains { $0.hasSuffix("│ Colours    2F4F4F  C8B88A") }, plainRows.joined(separator: "\n"))
    }

    func test_controlZ_givesTheTerminalBackStopsAndDrawsAgainOnContinue() throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let before = terminal.settings
        let shop = try ScreenOnATerminal(home: home, terminal: terminal)
        shop.waitFor("Market Tote")

        shop.type(ScreenOnATerminal.Keys.controlZ)
        XCTAssertTrue(terminal.waitForStop(), "stopped")
        shop.readScreen()
        XCTAssertFalse(shop.screen.isAlternateScreen)
        XCTAssertFalse(shop.screen.bracketsPastes, "the shell's pastes are its own again")
        XCTAssertTrue(PseudoTerminal.same(terminal.settings, before))
        terminal.send(SIGCONT)
        shop.waitUntil("the screen drawn again") { $0.joined().contains("Market Tote") }

        XCTAssertTrue(shop.screen.isAlternateScreen)
        XCTAssertTrue(shop.screen.bracketsPastes)
        shop.type("q")
        XCTAssertEqual(terminal.waitForExit(), 0)
        XCTAssertTrue(PseudoTerminal.same(terminal.settings, before))
    }

    func test_sigtstp_fromOutsideStopsTheShopWithTheTerminalGivenBack() throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let before = terminal.settings
        let shop = try ScreenOnATerminal(home: home, terminal: terminal)
        shop.waitFor("Market Tote")

        terminal.send(SIGTSTP)

        XCTAssertTrue(terminal.waitForStop(), "stopped")
        shop.readScreen()
        XCTAssertFalse(shop.screen.bracketsPastes)
        XCTAssertTrue(PseudoTerminal.same(terminal.settings, before))
        terminal.send(SIGCONT)
        shop.waitUntil("the screen drawn again") { _ in shop.screen.isAlternateScreen && shop.screen.bracketsPastes }
        shop.type("q")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }
}
