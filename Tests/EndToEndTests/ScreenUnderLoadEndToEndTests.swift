import Foundation
import XCTest

/// `tasch --screen` on a pseudo-terminal when keys come faster than the shop answers them: a burst of `a` while another
/// shop holds the state file's lock, `q` while an order is being placed, and 1,200 `j`s over a thousand products.
final class ScreenUnderLoadEndToEndTests: XCTestCase {
    private var home: TaschProcess!
    private var statePath: String { home.folder.appendingPathComponent("state.json").path }

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_aBurstOfAThenQWhileAnotherShopSaves_saysItWaitsInTheStatusLineAndTakesEveryPressInTurnBeforeLeaving() throws {
        let held = try holdStateLock(at: statePath)
        let shop = try ScreenOnATerminal(home: home)
        shop.waitFor("Market Tote")

        shop.type("aaaq")
        let waiting = shop.waitUntil("the wait said in the status line") { $0[23].contains("waiting for another Tasch to finish saving…  Ctrl-C cancels") }
        XCTAssertTrue(waiting[0].hasPrefix(" Tasch"), "nothing scrolled the screen:\n\(waiting.joined(separator: "\n"))")
        XCTAssertEqual(waiting[1], "Catalogue: 10 products")
        close(held)

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let wish = try home.run(["--state", statePath, "-c", "wish"])
        XCTAssertTrue(wish.output.hasPrefix("Your wish list: 1 item"), "added, taken off and added again: \(wish.output)")
    }

    func test_qWhileAConfirmedOrderIsPlaced_leavesOnceItIsPlacedAndSaysSo() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "checkout=delay(1500ms)", "--fault-seed", "1"], home: home)
        shop.waitFor("Market Tote")
        shop.askToCheckOutTheFirstProduct()

        shop.type("yq")
        shop.waitFor("leaving once your order is placed…")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        shop.readScreen()
        XCTAssertFalse(shop.screen.isAlternateScreen)
        // Bracketed paste is stopped as the settings are put back, after the screen is left: it is not said.
        let afterTheScreen = shop.terminal.output.components(separatedBy: "\u{1B}[?1049l").last?
            .replacingOccurrences(of: "\u{1B}[?2004l", with: "")
        XCTAssertEqual(afterTheScreen, "Thank you! Order #1001 is placed.\r\n", "said on the terminal given back")
        let orders = try home.run(["--state", statePath, "-c", "orders"])
        XCTAssertTrue(orders.output.contains("#1001"), orders.output)
    }

    func test_twelveHundredJsOverAThousandProducts_endOnTheLastProduct() throws {
        let catalogue = home.folder.appendingPathComponent("thousand.json")
        try BigCatalogueFile.write(products: 1_000, to: catalogue)
        let shop = try ScreenOnATerminal(arguments: ["--catalogue", catalogue.path], home: home)
        shop.waitFor("Wool Throw 1 ")

        shop.type(String(repeating: "j", count: 1_200))

        let rows = shop.waitUntil("the thousandth product selected") { $0.contains { $0.hasPrefix("›") && $0.contains("Oak Lamp 1000") } }
        XCTAssertTrue(rows[1].hasSuffix("page 50 of 50"), rows[1])
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }
}
