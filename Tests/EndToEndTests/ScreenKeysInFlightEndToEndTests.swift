import Foundation
import XCTest

/// `tasch --screen` on a pseudo-terminal when keys come while a screen loads or a checkout works: `c` then Enter asks
/// however slow the cart is, keys typed meanwhile never act on the catalogue behind, one checkout at a time whatever
/// Enter is pressed again, `q` leaves once the order is placed and says so, Ctrl-L and Ctrl-Z keep the checkout's
/// question, and a save's wait is said in the status line of a small window, never written over the screen.
final class ScreenKeysInFlightEndToEndTests: XCTestCase {
    private var home: TaschProcess!
    private var statePath: String { home.folder.appendingPathComponent("state.json").path }

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_cEnterAndKeysTypedWhileTheCartLoads_askToCheckOutAndNeverActOnTheCatalogue() throws {
        let shop = try ScreenOnATerminal(columns: 40, rows: 10, arguments: ["--faults", "cart=1*delay(1s)", "--fault-seed", "1"], home: home)
        shop.waitFor("Market Tote")
        shop.type("a")
        shop.waitFor("Total: $64.50")

        shop.type("c\rgas5")

        let asked = shop.waitFor("4 keys dropped")
        XCTAssertTrue(asked.joined().contains("Place the order for 1 item"), asked.joined(separator: "\n"))
        XCTAssertTrue(asked[0].hasSuffix("Total: $64.50"), "nothing added or taken off: \(asked[0])")
        shop.type("\u{1B}q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let shown = try home.run(["--state", statePath, "-c", "show 1"])
        XCTAssertTrue(shown.output.contains("Not rated yet"), "nothing rated: \(shown.output)")
    }

    func test_enterPressedAgainWhileTheOrderIsPlaced_placesOneOrderAndQLeaves() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "checkout=1*delay(1500ms)", "--fault-seed", "1"], home: home)
        shop.waitFor("Market Tote")
        shop.askToCheckOutTheFirstProduct()

        shop.type("y\r\r")
        shop.waitFor("Thank you! Order #1001 is placed.")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let orders = try home.run(["--state", statePath, "-c", "orders"])
        XCTAssertTrue(orders.output.hasPrefix("Your orders: 1 order"), orders.output)
    }

    func test_qTypedBehindEntersWhileTheOrderIsPlaced_leavesOnceItIsPlacedAndSaysSo() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "checkout=1*delay(1500ms)", "--fault-seed", "1"], home: home)
        shop.waitFor("Market Tote")
        shop.askToCheckOutTheFirstProduct()

        shop.type("y\r\rq")
        shop.waitFor("leaving once your order is placed…")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let afterTheScreen = shop.terminal.output.components(separatedBy: "\u{1B}[?1049l").last?
            .replacingOccurrences(of: "\u{1B}[?2004l", with: "")
        XCTAssertEqual(afterTheScreen, "Thank you! Order #1001 is placed.\r\n", "said on the terminal given back")
    }

    func test_controlLAndControlZ_withTheCheckoutsQuestionOpen_redrawAndSuspendAndTheQuestionStillAnswers() throws {
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")
        shop.askToCheckOutTheFirstProduct()

        shop.type("\u{0C}")
        shop.waitUntil("the screen drawn whole again") { _ in shop.terminal.output.components(separatedBy: "\u{1B}[2J").count > 2 }
        shop.type(ScreenOnATerminal.Keys.controlZ)
        XCTAssertTrue(shop.terminal.waitForStop(), "stopped")
        shop.terminal.send(SIGCONT)
        shop.waitUntil("the question drawn again") { _ in shop.screen.isAlternateScreen && shop.screen.lines.joined().contains("Place the order") }
        shop.type("y")

        shop.waitFor("Thank you! Order #1001 is placed.")
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_aCheckoutWhileAnotherShopSaves_saysItWaitsInTheStatusLineOfASmallWindowNeverOverTheScreen() throws {
        let shop = try ScreenOnATerminal(columns: 40, rows: 15, home: home)
        shop.waitFor("Market Tote")
        shop.askToCheckOutTheFirstProduct()
        let held = try holdStateLock(at: statePath)

        shop.type("y")
        let waiting = shop.waitUntil("the spinner in the status line") { $0[14].hasSuffix(" waiting…  ^C cancels  ? help  q quit") }
        shop.resize(columns: 80, rows: 24)
        let wide = shop.waitFor("waiting for another Tasch to finish saving…  Ctrl-C cancels")
        close(held)

        shop.waitFor("Thank you! Order #1001 is placed.")
        XCTAssertTrue(waiting[0].hasPrefix(" Your wish list: 1 item"), "nothing scrolled the screen:\n\(waiting.joined(separator: "\n"))")
        XCTAssertTrue(wide[0].hasPrefix(" Tasch"), wide.joined(separator: "\n"))
        XCTAssertFalse(shop.terminal.output.contains("\r\u{1B}[2Kwaiting for another Tasch"), "written through standard error")
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }
}
