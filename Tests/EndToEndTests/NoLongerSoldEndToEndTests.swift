import Foundation
import XCTest

/// A product wished for that the catalogue no longer lists: the wish list shows it as no longer sold, it can be taken
/// off, and checkout buys the rest, saying what it left out, in both drivers (issue 26, section 5: every confirmed
/// checkout used to fail as "cart changed", naming no change, and ask again forever).
final class NoLongerSoldEndToEndTests: EndToEndTestCase {
    /// A shop whose wish list holds products 1 and 2, and the catalogue it now sells, which has only product 1.
    private func shopWhoseSecondWishNoLongerSells() throws -> [String] {
        let both = tasch.folder.appendingPathComponent("both.json"), one = tasch.folder.appendingPathComponent("one.json")
        try Data(#"{"currency": "USD", "products": [{"id": 1, "name": "Tote", "price": 64.5, "quantity": 3}, {"id": 2, "name": "Lamp", "price": 39, "quantity": 3}]}"#.utf8).write(to: both)
        try Data(#"{"currency": "USD", "products": [{"id": 1, "name": "Tote", "price": 64.5, "quantity": 3}]}"#.utf8).write(to: one)
        let wished = try tasch.run(["--catalogue", both.path, "--state", statePath, "-c", "add 1", "-c", "add 2"])
        XCTAssertEqual(wished.status, 0, wished.errors)
        return ["--catalogue", one.path, "--state", statePath]
    }

    func test_theWishList_showsAProductNoLongerSold_andRemoveTakesItOff() throws {
        let options = try shopWhoseSecondWishNoLongerSells()

        let run = try tasch.run(options + ["-c", "wish", "-c", "remove 2", "-c", "wish"])

        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("no longer sold"), run.output)
        XCTAssertTrue(run.output.contains("Removed #2, no longer sold, from your wish list (1 item, $64.50)."), run.output)
        XCTAssertEqual(run.output.components(separatedBy: "no longer sold").count, 3, "listed once, then named once when removed")
    }

    func test_checkoutWithYes_buysTheRestAndSaysWhatItLeftOut() throws {
        let options = try shopWhoseSecondWishNoLongerSells()

        let run = try tasch.run(options + ["-c", "checkout --yes", "-c", "wish"])

        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("Order #1001 is placed."), run.output)
        XCTAssertTrue(run.output.contains("#2 is no longer sold and was left out: it stays on your wish list."), run.output)
    }

    func test_checkoutAtATerminal_asksOnceNamingWhatItLeavesOut_andBuysTheRest() throws {
        let options = try shopWhoseSecondWishNoLongerSells()
        let shop = try ShopOnATerminal(arguments: options, home: tasch)

        shop.type("checkout\r", expecting: "in all? [y/N, or a code] ", thenPrompt: false)
        XCTAssertTrue(shop.terminal.output.contains("#2 is no longer sold and is left out. Place the order for 1 item,"), shop.terminal.output)
        shop.type("y\r", expecting: "Order #1001 is placed.")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("your cart changed"), shop.terminal.output)
    }

    func test_theFullScreen_listsItOnTheWishList_takesItOffWithA_andChecksOutTheRest() throws {
        let options = try shopWhoseSecondWishNoLongerSells()
        let shop = try ScreenOnATerminal(arguments: Array(options.dropLast(2)), home: tasch)
        shop.waitFor("Tote")

        shop.type("c")
        shop.waitFor("[ Check out ]")
        shop.type(ScreenOnATerminal.Keys.end + "\r")
        shop.waitFor("#2 is no longer sold and is left out.")
        shop.type("y")
        shop.waitFor("Thank you! Order #1001 is placed.")
        shop.type("w")
        // The receipt says "no longer sold" too: wait for the wish list's own row.
        shop.waitUntil("the wish list, its product no longer sold selected") { $0[2].hasPrefix("› 2") && $0[2].contains("no longer sold") }
        shop.type("a")
        shop.waitFor("Removed #2, no longer sold, from your wish list")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_aWishListOf100000ProductsNoLongerSold_namesThreeAndCountsTheRest_onTheReceiptAndInTheRefusal() throws {
        let unsold = (1_001...101_000).map { #"{"productID": \#($0), "quantity": 1}"# }.joined(separator: ", ")
        let state = #"{"version": 2, "wishList": [{"productID": 1, "quantity": 1}, \#(unsold)], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#
        try Data(state.utf8).write(to: URL(fileURLWithPath: statePath))

        let run = try tasch.run(["--state", statePath, "-c", "checkout --yes", "-c", "checkout --yes"])

        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.output.contains("#1001, #1002, #1003 and 99,997 more are no longer sold and were left out: they stay on your wish list."), run.output)
        XCTAssertEqual(
            run.errors, "line 2: nothing in your cart can be bought: #1001, #1002, #1003 and 99,997 more are no longer sold: type \"remove ID\"\n"
        )
        XCTAssertLessThan((run.output + run.errors).split(separator: "\n").map(\.count).max() ?? 0, 200)
    }
}
