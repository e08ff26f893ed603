import Foundation
import XCTest

/// `tasch --screen` on a pseudo-terminal in the smallest windows, over the bundled catalogue (whose Stoneware Mug Set,
/// #5, is out of stock): a cart longer than the window scrolls to its totals, the checkout's question with a gift card
/// never offers `y` without the amount it confirms, and a cart that cannot be bought opens on the line to mend, which
/// `a` takes off.
final class ScreenSmallestWindowsEndToEndTests: EndToEndTestCase {
    func test_endAndJ_inACartLongerThanTheWindow_reachItsTotalsAndWhatKeepsItFromBeingBought_at40x10And40x15() throws {
        let added = try tasch.run(["--state", statePath] + [1, 2, 3, 5, 6, 7, 8, 9].flatMap { ["-c", "add \($0)"] })
        XCTAssertEqual(added.status, 0, added.errors)
        for rows in [10, 15] {
            let shop = try ScreenOnATerminal(columns: 40, rows: rows, home: tasch)
            shop.waitFor("Market Tote")
            shop.type("c")
            var seen = shop.waitFor("Your cart: 8 items")

            shop.type(ScreenOnATerminal.Keys.end)
            seen += shop.waitFor("before you check out")
            // Each k scrolls a line back, then moves the selection up: each redraws the cart.
            for _ in 0..<3 {
                let before = shop.waitUntil("the cart") { _ in true }
                shop.type("k")
                seen += shop.waitUntil("a line up") { $0 != before }
            }
            shop.type(String(repeating: "j", count: 30))
            let end = shop.waitUntil("the end of the cart") { $0.joined().contains("before you check out") && !$0.joined().contains("↓ more") }

            for words in ["Sub-total  $731.99", "Shipping     free", "Total  $731.99"] {
                XCTAssertTrue(seen.contains { $0.contains(words) }, "40×\(rows) never showed \(words)")
            }
            XCTAssertFalse(end.joined().contains("↓ more"), end.joined(separator: "\n"))
            shop.type("q")
            XCTAssertEqual(shop.terminal.waitForExit(), 0)
        }
    }

    func test_theCheckoutsQuestionWithAGiftCard_at40x10_showsTheAmountToPayBesideY() throws {
        let shop = try ScreenOnATerminal(columns: 40, rows: 10, home: tasch)
        shop.waitFor("Market Tote")
        shop.askToCheckOutTheFirstProduct()

        shop.type("gTHANKS-25\r")

        let asked = shop.waitFor("$39.50")
        let text = asked.joined(separator: "\n")
        XCTAssertTrue(text.contains("Place the order for 1 item, $39.50"), text)
        XCTAssertTrue(text.contains("y places the order"), text)
        shop.type("nq")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_aCartHoldingAProductOutOfStock_opensOnItsLine_andATakesItOff() throws {
        let added = try tasch.run(["--state", statePath, "-c", "add 2", "-c", "add 5", "-c", "add 1"])
        XCTAssertEqual(added.status, 0, added.errors)
        let shop = try ScreenOnATerminal(columns: 40, rows: 15, home: tasch)
        shop.waitFor("Market Tote")

        shop.type("c")
        let cart = shop.waitFor("Your cart: 3 items")
        XCTAssertTrue(cart.contains { $0.hasPrefix("› 5  Stoneware Mug Set") }, cart.joined(separator: "\n"))
        XCTAssertTrue(cart.last?.hasPrefix("a on #5 takes it off") == true, cart.last ?? "")
        shop.type("a")
        shop.waitFor("Your cart: 2 items")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let wished = try tasch.run(["--state", statePath, "-c", "wish"])
        XCTAssertTrue(wished.output.contains("Linen Cushion") && wished.output.contains("Market Tote"), wished.output)
        XCTAssertFalse(wished.output.contains("Stoneware Mug Set"), wished.output)
    }
}
