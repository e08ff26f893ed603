import Foundation
import XCTest

/// The built binary with quantities: setting them, the stock rule when set and at checkout, what the cart, receipt,
/// JSON and sold stock count, and a state file from before quantities.
final class QuantitiesEndToEndTests: EndToEndTestCase {
    func test_quantity_countsInTheCartTheReceiptAndTheStockLeft() throws {
        let result = try tasch.run(["--state", statePath, "-c", "add 6; qty 6 2; add 1", "-c", "cart", "-c", "checkout --yes", "-c", "show 6"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("""
        Your cart: 3 items
          6  $378.00  2 ×  Wool Throw
          1   $64.50       Market Tote
             $442.50       Sub-total
        """), result.output)
        XCTAssertTrue(result.output.contains("""
        Thank you! Order #1001 is placed.
          2 × Wool Throw  $378.00
          Market Tote      $64.50
          Total:          $442.50
        """), result.output)
        XCTAssertTrue(result.output.contains("Stock:      In stock (4 left)"), result.output)
    }

    func test_quantity_beyondTheStockIsRefusedWhenSet() throws {
        let result = try tasch.run(["--state", statePath, "-c", "add 4; quantity 4 2", "-c", "quantity 4 3", "-c", "cart"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "line 2: \"Leather Weekender\" has only 2 left, not 3: ask for what is left with \"quantity 4 2\"\n")
        XCTAssertTrue(result.output.contains("  4  $2,878.00  2 ×  Leather Weekender\n"), result.output)
    }

    func test_quantityOfTheLargestNumber_saysHowManyAreLeftAsAnyQuantityBeyondTheStockDoes() throws {
        let result = try tasch.run(["--state", statePath, "-c", "add 1", "-c", "quantity 1 9223372036854775807", "-c", "quantity 1 13"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, """
        line 2: "Market Tote" has only 12 left, not 9223372036854775807: ask for what is left with "quantity 1 12"
        line 3: "Market Tote" has only 12 left, not 13: ask for what is left with "quantity 1 12"

        """)
    }

    func test_aQuantityWhoseTotalIsTooLargeToCount_isRefusedAndTheWishListStaysShown() throws {
        let catalogue = tasch.folder.appendingPathComponent("dear.json")
        let products = #"{"id": 1, "name": "Dear", "price": 92233720368547758.07, "quantity": 12}, {"id": 2, "name": "Cheap", "price": 1, "quantity": 12}"#
        try Data(#"{"currency": "USD", "products": [\#(products)]}"#.utf8).write(to: catalogue)

        let result = try tasch.run(["--catalogue", catalogue.path, "--state", statePath, "-c", "add 1", "-c", "quantity 1 2", "-c", "add 2", "-c", "wish"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "line 2: the total is too large to count\nline 3: the total is too large to count\n")
        XCTAssertTrue(result.output.contains("Your wish list: 1 item\n  1  $92,233,720,368,547,758.07  Dear\n"), result.output)
    }

    func test_checkout_refusesALineAskingForMoreThanIsLeftNowSayingHowManyAre() throws {
        // Another shop on the same file sold one since the line of 2 was set.
        let state = #"{"version": 2, "wishList": [{"productID": 4, "quantity": 2}], "ratings": {}, "sold": {"4": 1}, "orders": [], "nextOrderNumber": 1001}"#
        try Data(state.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "-c", "cart", "-c", "checkout --yes"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("  4  $2,878.00  2 ×  Leather Weekender  [only 1 left]\n"), result.output)
        XCTAssertTrue(result.output.contains("\"Leather Weekender\" has only 1 left, not 2: ask for what is left with \"quantity 4 1\".\n"), result.output)
        XCTAssertEqual(result.errors, "line 2: \"Leather Weekender\" has only 1 left, not 2: ask for what is left with \"quantity 4 1\"\n")
    }

    func test_quantityZero_takesTheProductOffNamingIt() throws {
        let result = try tasch.run(["--state", statePath, "-c", "add 3", "-c", "qty 3 0", "-c", "remove 3"])

        XCTAssertEqual(result.output, """
        Added "Oak Serving Board" to your wish list (1 item, $24.99).
        Removed "Oak Serving Board" from your wish list (now empty).

        """)
        XCTAssertEqual(result.errors, "line 3: \"Oak Serving Board\" is not in your wish list\n")
    }

    func test_cartJSON_givesEachLinesQuantityAmountAndPriceWhenAdded() throws {
        let result = try tasch.run(["--state", statePath, "--json", "-c", "add 9; qty 9 3", "-c", "cart"])

        let cart = try XCTUnwrap(result.output.split(separator: "\n").last)
        XCTAssertTrue(cart.hasPrefix(#"{"cart":{"count":3,"items":[{"#), String(cart))
        XCTAssertTrue(cart.contains(#""lines":[{"amount":{"amount":"55.50","currency":"USD","formatted":"$55.50","minorUnits":5550},"id":9,"priceWhenAdded":{"amount":"18.50","currency":"USD","formatted":"$18.50","minorUnits":1850},"quantity":3}],"notEnoughStock":[],"outOfStock":[]"#), String(cart))
    }

    func test_versionOneStateFile_loadsWithOneOfEachAndIsConvertedToVersionFour() throws {
        let versionOne = #"{"version": 1, "wishList": [6, 1], "ratings": {}, "sold": {"6": 1}, "orders": [{"number": 1001, "lines": [{"productID": 6, "name": "Wool Throw", "price": 18900}], "total": 18900, "currency": "USD"}], "nextOrderNumber": 1002}"#
        try Data(versionOne.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "-c", "cart", "-c", "qty 1 2"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("Your cart: 2 items\n  6  $189.00  Wool Throw\n  1   $64.50  Market Tote\n"), result.output)
        let saved = try String(contentsOf: URL(fileURLWithPath: statePath), encoding: .utf8)
        XCTAssertTrue(saved.contains(#""version" : 4"#), saved)
        XCTAssertTrue(saved.contains(#""productID" : 1,"# + "\n" + #"      "quantity" : 2"#), saved)
        let journal = try String(contentsOf: tasch.folder.appendingPathComponent("state.orders.jsonl"), encoding: .utf8)
        XCTAssertTrue(journal.hasSuffix(#""number":1001,"position":0,"total":18900}"# + "\n"), journal)
    }
}
