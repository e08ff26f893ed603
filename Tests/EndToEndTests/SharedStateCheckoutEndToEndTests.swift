import Foundation
import XCTest

/// Two shops on one state file: a checkout at a terminal buys exactly the cart the customer agreed to, even when the
/// other shop changes it while the customer decides.
final class SharedStateCheckoutEndToEndTests: EndToEndTestCase {
    func test_checkout_whoseCartAnotherShopChangedWhileAsking_buysNothingSaysWhatChangedAndAsksAgain() throws {
        let shop = try ShopOnATerminal(columns: 200, arguments: ["--state", statePath], home: tasch)
        shop.type("add 1\r", expecting: "Added \"Market Tote\"")
        shop.type("checkout\r", expecting: "Place the order for 1 item, $64.50 in all? [y/N] ", thenPrompt: false)

        let elsewhere = try tasch.run(["--state", statePath, "-c", "quantity 1 3"])
        shop.type("y\r", expecting: "Place the order for 3 items, $193.50 in all? [y/N] ", thenPrompt: false)
        shop.type("y\r", expecting: "Order #1001 is placed.")

        XCTAssertEqual(elsewhere.status, 0, elsewhere.errors)
        XCTAssertTrue(shop.terminal.output.contains(
            "nothing was ordered: your cart changed while you decided: \"Market Tote\" is now 3, not 1; it is now 3 items, $193.50 in all"
        ), shop.terminal.output)
        XCTAssertEqual(shop.leave(), 0)
        let orders = try tasch.run(["--state", statePath, "--json", "-c", "orders"])
        XCTAssertTrue(orders.output.contains(#""count":1,"#) && orders.output.contains(#""itemCount":3,"#), orders.output)
    }
}
