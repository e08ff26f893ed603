import Foundation
import XCTest

/// The built binary checking out: what is refused before any question, what the question says, and a checkout whose
/// answer was lost that is never placed twice.
final class CheckoutEndToEndTests: EndToEndTestCase {
    func test_checkout_refusesAnEmptyCartOrAnItemOutOfStockBeforeAsking() throws {
        let result = try tasch.run(["--state", statePath, "--interactive"], input: "checkout\nadd 5\ncheckout\n")

        XCTAssertFalse(result.output.contains("[y/N"), result.output)
        XCTAssertEqual(result.errors, """
        your cart is empty: add products with "add ID" first
        "Stoneware Mug Set" is out of stock: remove it with "remove 5", then check out again

        """)
    }

    func test_checkout_asksWithWhatIsBoughtTheTotalAndAPriceThatChanged() throws {
        let state = #"{"version": 2, "wishList": [{"productID": 6, "quantity": 2, "priceWhenAdded": 17900}, {"productID": 1, "quantity": 1, "priceWhenAdded": 6450}], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#
        try Data(state.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "--interactive"], input: "cart\ncheckout\nyes\n")

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("  6  $378.00  2 ×  Wool Throw  [was $179.00 each]\n"), result.output)
        XCTAssertTrue(result.output.contains(
            "tasch> Place the order for 3 items, $442.50 in all, with \"Wool Throw\" at $189.00 (was $179.00)? [y/N, or a code] Thank you! Order #1001 is placed.\n"
        ), result.output)
    }

    func test_checkoutWhoseAnswerWasLost_isPlacedOnceWhetherRetriedOrTypedAgain() throws {
        let faults = ["--faults", "checkout=1*lose", "--fault-seed", "1"]
        let retried = try tasch.run(["--state", statePath] + faults + ["-c", "add 1", "-c", "checkout --yes", "-c", "retry"])
        let typedAgain = try tasch.run(["--state", statePath] + faults + ["-c", "add 2", "-c", "checkout --yes", "-c", "checkout --yes"])
        let orders = try tasch.run(["--state", statePath, "--json", "-c", "orders"])

        XCTAssertEqual(retried.errors, """
        line 2: the shop did not answer in time: try again
          (injected at checkout by fault entry "checkout=1*lose": the call went through and its answer was lost; type "retry" to try again)

        """)
        XCTAssertTrue(retried.output.hasSuffix("""
        Order #1001 was placed by your earlier attempt: nothing was ordered twice.
          Market Tote  $64.50
          Total:       $64.50
        Shipping is free. Your wish list no longer holds what that order bought.


        """), retried.output)
        XCTAssertTrue(typedAgain.output.contains("Order #1002 was placed by your earlier attempt"), typedAgain.output)
        XCTAssertTrue(orders.output.hasPrefix(#"{"orders":{"count":2,"orders":[{"itemCount":1,"number":1002,"#), orders.output)
    }

    func test_changesWhoseAnswerWasLost_endAsAskedSayingTheEarlierAttemptMadeThem() throws {
        let result = try tasch.run(["--state", statePath, "--faults", "add=1*lose;remove=1*lose", "--fault-seed", "1"], input: "add 6\nretry\nremove 6\nremove 6\n")

        XCTAssertEqual(result.output, """
        Added "Wool Throw" to your wish list, by your earlier attempt (1 item, $189.00).
        Removed "Wool Throw" from your wish list, by your earlier attempt (now empty).

        """)
        XCTAssertEqual(result.errors.components(separatedBy: "the call went through and its answer was lost").count - 1, 2, result.errors)
    }
}

/// A checkout whose answer was lost, then a failure of another kind: the shop still does not know that attempt's
/// outcome, so it keeps its key, and the next checkout finds the order it placed instead of ordering again.
final class LostThenFailedCheckoutEndToEndTests: EndToEndTestCase {
    func test_checkoutAfterALostAnswerAndAnotherFailure_findsTheEarlierOrderAndOrdersNothingTwice() throws {
        let faults = ["--faults", "checkout=1*lose", "--fault-seed", "1"]
        let script = ["add 1", "checkout --yes", "fault cart 1*fail", "checkout --yes", "add 1", "checkout --yes"]

        let result = try tasch.run(["--state", statePath] + faults + script.flatMap { ["-c", $0] })
        let orders = try tasch.run(["--state", statePath, "--json", "-c", "orders", "-c", "wish"])

        XCTAssertTrue(result.output.contains("Order #1001 was placed by your earlier attempt: nothing was ordered twice."), result.output)
        XCTAssertTrue(orders.output.hasPrefix(#"{"orders":{"count":1,"#), orders.output)
        XCTAssertTrue(orders.output.contains(#""wishList":{"count":1,"#), "the Market Tote added again is still wished for: \(orders.output)")
    }

    func test_retryAfterALostAnswerAndAnotherFailure_findsTheEarlierOrder() throws {
        let faults = ["--faults", "checkout=1*lose", "--fault-seed", "1"]
        let script = ["add 1", "checkout --yes", "fault cart 1*fail", "checkout --yes", "retry"]

        let result = try tasch.run(["--state", statePath] + faults + script.flatMap { ["-c", $0] })

        XCTAssertTrue(result.output.contains("Order #1001 was placed by your earlier attempt: nothing was ordered twice."), result.output)
        XCTAssertFalse(result.errors.contains("your cart is empty"), result.errors)
    }
}
