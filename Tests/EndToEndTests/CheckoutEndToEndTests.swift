import Foundation
import XCTest

/// The built binary checking out: what is refused before any question, what the question says, and a checkout whose
/// answer was lost that is never placed twice.
final class CheckoutEndToEndTests: EndToEndTestCase {
    func test_checkout_refusesAnEmptyCartOrAnItemOutOfStockBeforeAsking() throws {
        let result = try tasch.run(["--state", statePath, "--interactive"], input: "checkout\nadd 5\ncheckout\n")

        XCTAssertFalse(result.output.contains("[y/N]"), result.output)
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
        XCTAssertTrue(result.output.contains("  6  2 × Wool Throw  $378.00  [was $179.00 each]\n"), result.output)
        XCTAssertTrue(result.output.contains(
            "tasch> Place the order for 3 items, $442.50 in all, with \"Wool Throw\" at $189.00 (was $179.00)? [y/N] Thank you! Order #1001 is placed.\n"
        ), result.output)
    }
}
