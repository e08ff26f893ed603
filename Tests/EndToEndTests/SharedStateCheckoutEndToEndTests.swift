import Foundation
import XCTest

/// Two shops on one state file: a checkout at a terminal buys exactly the cart the customer agreed to, even when the
/// other shop changes it while the customer decides.
final class SharedStateCheckoutEndToEndTests: EndToEndTestCase {
    func test_checkout_whoseCartAnotherShopChangedWhileAsking_buysNothingSaysWhatChangedAndAsksAgain() throws {
        let shop = try ShopOnATerminal(columns: 200, arguments: ["--state", statePath], home: tasch)
        shop.type("add 1\r", expecting: "Added \"Market Tote\"")
        shop.type("checkout\r", expecting: "Place the order for 1 item, $64.50 in all? [y/N, or a code] ", thenPrompt: false)

        let elsewhere = try tasch.run(["--state", statePath, "-c", "quantity 1 3"])
        shop.type("y\r", expecting: "Place the order for 3 items, $193.50 in all? [y/N, or a code] ", thenPrompt: false)
        shop.type("y\r", expecting: "Order #1001 is placed.")

        XCTAssertEqual(elsewhere.status, 0, elsewhere.errors)
        XCTAssertTrue(shop.terminal.output.contains(
            "nothing was ordered: your cart changed while you decided: \"Market Tote\" is now 3, not 1"
        ), shop.terminal.output)
        XCTAssertEqual(shop.leave(), 0)
        let orders = try tasch.run(["--state", statePath, "--json", "-c", "orders"])
        XCTAssertTrue(orders.output.contains(#""count":1,"#) && orders.output.contains(#""itemCount":3,"#), orders.output)
    }
}

/// Numbers at the edge of what the shop can count, typed or saved: refused with a clear line, never a crash, and a
/// state file the shop wrote always opens again.
final class CountsAtTheEdgeEndToEndTests: EndToEndTestCase {
    func test_wishingForMoreItemsThanCanBeCounted_isRefusedAndTheShopStillOpens() throws {
        let catalogue = tasch.folder.appendingPathComponent("free.json")
        try Data(#"""
        {"currency": "USD", "products": [
          {"id": 1, "name": "Free Air", "price": 0, "quantity": 9223372036854775807},
          {"id": 2, "name": "Free Water", "price": 0, "quantity": 9223372036854775807}]}
        """#.utf8).write(to: catalogue)
        let options = ["--catalogue", catalogue.path, "--state", statePath]

        let changes = try tasch.run(options + ["-c", "add 1", "-c", "quantity 1 9223372036854775807", "-c", "add 2"])
        let later = try tasch.run(options + ["-c", "wish", "-c", "cart", "-c", "orders", "-c", "home"])

        XCTAssertEqual(changes.status, 1, changes.errors)
        XCTAssertEqual(changes.errors, "line 3: that makes more items than the shop can count\n")
        XCTAssertEqual(later.status, 0, later.errors)
        XCTAssertTrue(later.output.hasPrefix("Your wish list: 9,223,372,036,854,775,807 items\n"), later.output)
    }

    func test_aStateWithTwoOrdersOfOneNumber_isRefusedAtStartNamingWhere() throws {
        let state = #"{"version": 2, "wishList": [], "ratings": {}, "sold": {}, "orders": [{"number": 1001, "lines": [], "total": 0}, {"number": 1001, "lines": [], "total": 0}], "nextOrderNumber": 1001}"#
        try Data(state.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "-c", "orders"])

        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.errors.contains("\(statePath): orders[1].number: 1001 is the number of orders[0] too"), result.errors)
    }
}
