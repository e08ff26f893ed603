import Adapters
import Entities
import Foundation
import UseCases
import TaschTestSupport
import XCTest

final class ShopStateMapperTests: XCTestCase {
    func test_map_migratesAVersionOneDocumentToOneOfEachAtNoRememberedPriceWithOrdersOfOneEach() throws {
        let json = """
        {
          "version": 1,
          "wishList": [3, 1],
          "ratings": {"3": 4},
          "sold": {"1": 2},
          "orders": [
            {"number": 1001, "lines": [{"productID": 1, "name": "Tote", "price": 6450}], "total": 6450, "currency": "USD"}
          ],
          "nextOrderNumber": 1002
        }
        """
        let expected = SavedShop(state: makeState(
            wishList: wishList([entry(3, quantity: 1, priceWhenAdded: nil), entry(1, quantity: 1, priceWhenAdded: nil)]),
            ratings: [id(3): try XCTUnwrap(Rating(stars: 4))],
            sold: [id(1): 2],
            nextOrderNumber: 1002
        ), orders: [try Order(
                number: 1001,
                lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6450), quantity: 1)],
                total: dollars(cents: 6450), placedAt: nil, checkoutKey: nil
            )])

        XCTAssertEqual(try ShopStateMapper.map(Data(json.utf8), currency: usd), .earlier(expected))
    }

    func test_map_deliversExactStateOnVersionTwoDocument() throws {
        let json = """
        {
          "version": 2,
          "wishList": [{"productID": 6, "quantity": 2, "priceWhenAdded": 18900}, {"productID": 1, "quantity": 1}],
          "ratings": {"3": 4},
          "sold": {"1": 3},
          "orders": [
            {"number": 1001, "lines": [{"productID": 1, "name": "Tote", "price": 6450, "quantity": 3}], "total": 19350,
             "currency": "USD", "placedAt": "2026-05-03T09:22:11Z", "checkoutKey": "4F1C"},
            {"number": 1000, "lines": [], "total": 0}
          ],
          "nextOrderNumber": 1002
        }
        """
        let expected = SavedShop(state: makeState(
            wishList: wishList([entry(6, quantity: 2, priceWhenAdded: dollars(cents: 18900)), entry(1, quantity: 1)]),
            ratings: [id(3): try XCTUnwrap(Rating(stars: 4))],
            sold: [id(1): 3],
            nextOrderNumber: 1002
        ), orders: [
                try Order(
                    number: 1001,
                    lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6450), quantity: 3)],
                    total: dollars(cents: 19350), placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "4F1C"
                ),
                try! Order(number: 1000, lines: [], total: dollars(cents: 0)),
            ])

        XCTAssertEqual(try ShopStateMapper.map(Data(json.utf8), currency: usd), .earlier(expected))
    }

    func test_map_pricesOrdersInGivenCurrencyOnOrderWithoutCurrency() throws {
        let yen = try XCTUnwrap(Currency(code: "JPY"))
        let json = #"{"version": 1, "wishList": [], "ratings": {}, "sold": {}, "orders": [{"number": 1001, "lines": [], "total": 500}], "nextOrderNumber": 1002}"#

        XCTAssertEqual(try earlierOrders(in: json, currency: yen).map(\.total), [Money(minorUnits: 500, currency: yen)])
    }

    func test_map_keepsFirstOnRepeatedWishListID() throws {
        let json = #"{"version": 1, "wishList": [3, 1, 3], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#

        XCTAssertEqual(try ShopStateMapper.map(Data(json.utf8), currency: usd).state.wishList.productIDs, [id(3), id(1)])
    }

    func test_map_failsOnNewerVersion() {
        assertStateMapping(#"{"version": 5, "somethingNew": true}"#, failsWith: "written by a newer Tasch (version 5); this one reads version 4")
    }

    func test_map_failsOnVersionZero() {
        assertStateMapping(document(["version": "0"]), failsWith: "version 0 is not a Tasch state version")
    }

    func test_map_failsOnInvalidJSON() {
        assertStateMapping("{\"version\": 1,", failsWith: "not valid JSON: the document ends too early at line 1, column 15")
    }

    func test_map_failsOnVersionTooLargeForANumberNamingWhereItIs() {
        assertStateMapping(
            document(["version": "1180591620717411303424"]),
            failsWith: #""version": 1180591620717411303424 is not a whole number that fits in 64 bits at line 1, column 95"#
        )
    }

    func test_map_failsOnWishListIDTooLargeInVersionOneNamingWhereItIs() {
        assertStateMapping(
            document(["wishList": "[3, 18446744073709551616]"], version: 1),
            failsWith: #""wishList": 18446744073709551616 is not a whole number that fits in 64 bits at line 1, column 98"#
        )
    }

    func test_map_failsOnWishListIDTooLargeNamingWhereItIs() {
        assertStateMapping(
            document(["wishList": #"[{"productID": 3, "quantity": 1}, {"productID": 18446744073709551616, "quantity": 1}]"#]),
            failsWith: #""wishList[1].productID": 18446744073709551616 is not a whole number that fits in 64 bits at line 1, column 142"#
        )
    }

    func test_map_failsOnFractionalSoldCountNamingWhereItIs() {
        assertStateMapping(
            document(["sold": #"{"1": 1.5}"#]),
            failsWith: #""sold": 1.5 is not a whole number that fits in 64 bits at line 1, column 100"#
        )
    }

    func test_map_failsOnOrderTotalTooLargeNamingWhereItIs() {
        assertStateMapping(
            document(["orders": #"[{"number": 1001, "lines": [], "total": 1e30}]"#]),
            failsWith: #""orders[0].total": 1e30 is not a whole number that fits in 64 bits at line 1, column 134"#
        )
    }

    func test_map_failsOnPriceTooLargeInALaterOrderNamingWhereItIs() {
        let orders = #"[{"number": 1001, "lines": [], "total": 0}, {"number": 1002, "lines": [{"productID": 1, "name": "Tote", "price": 1, "quantity": 1}, {"productID": 2, "name": "Mug", "price": 1e19, "quantity": 1}], "total": 1}]"#

        assertStateMapping(
            document(["orders": orders]),
            failsWith: #""orders[1].lines[1].price": 1e19 is not a whole number that fits in 64 bits at line 1, column 267"#
        )
    }

    func test_map_failsOnSoldKeysNamingOneProductTwice() {
        assertStateMapping(document(["sold": #"{"01": 3, "1": 2}"#]), failsWith: #"sold: "01" and "1" are both product 1 at line 1, column 95"#)
    }

    func test_map_failsOnSoldKeysNamingOneProductTwice_quotingTheFirst40CharactersOfALongKey() {
        let key = String(repeating: "0", count: 499) + "1", cut = "\"" + String(repeating: "0", count: 40) + "…\""
        assertStateMapping(document(["sold": #"{"\#(key)": 3, "1": 2}"#]), failsWith: #"sold: \#(cut) and "1" are both product 1 at line 1, column 95"#)
    }

    func test_map_failsOnRatingKeysNamingOneProductTwice() {
        assertStateMapping(document(["ratings": #"{"3": 4, "+3": 5}"#]), failsWith: #"ratings: "+3" and "3" are both product 3 at line 1, column 103"#)
    }

    func test_map_failsOnSoldKeyRepeated() {
        assertStateMapping(document(["sold": #"{"1": 3, "1": 2}"#]), failsWith: #"duplicate field "1" at line 1, column 103"#)
    }

    func test_map_failsOnMissingVersion() {
        assertStateMapping(#"{"wishList": []}"#, failsWith: "missing \"version\"")
    }

    func test_map_failsOnMissingField() {
        assertStateMapping(document(["nextOrderNumber": nil]), failsWith: "missing \"nextOrderNumber\"")
    }

    func test_map_failsOnMistypedField() {
        assertStateMapping(document(["wishList": #"["3"]"#]), failsWith: "\"wishList[0]\" has the wrong type")
    }

    func test_map_failsOnInvalidWishListID() {
        assertStateMapping(document(["wishList": #"[{"productID": 1, "quantity": 1}, {"productID": 0, "quantity": 1}]"#]), failsWith: "wishList[1].productID: 0 is not a product id")
        assertStateMapping(document(["wishList": "[1, 0]"], version: 1), failsWith: "wishList[1].productID: 0 is not a product id")
    }

    func test_map_failsOnWishListQuantityBelowOne() {
        assertStateMapping(document(["wishList": #"[{"productID": 1, "quantity": 0}]"#]), failsWith: "wishList[0].quantity: 0 must be at least 1")
    }

    func test_map_failsOnNegativePriceWhenAdded() {
        assertStateMapping(document(["wishList": #"[{"productID": 1, "quantity": 1, "priceWhenAdded": -5}]"#]), failsWith: "wishList[0].priceWhenAdded: -5 must not be negative")
    }

    func test_map_failsOnWishListAsIDsInVersionTwo() {
        assertStateMapping(document(["wishList": "[3]"]), failsWith: "\"wishList[0]\" has the wrong type")
    }

    func test_map_failsOnOrderLineQuantityBelowOneOrTooLargeToCount() {
        let line = { (quantity: String) in #"[{"number": 1, "lines": [{"productID": 1, "name": "T", "price": 5, "quantity": \#(quantity)}], "total": 5}]"# }
        assertStateMapping(document(["orders": line("0")]), failsWith: "orders[0].lines[0].quantity: 0 must be at least 1")
        assertStateMapping(document(["orders": line("\(Int.max)")]), failsWith: "orders[0].lines[0]: \(Int.max) × 5 is too large to count")
    }

    func test_map_failsOnPlacedAtThatIsNotATime() {
        assertStateMapping(
            document(["orders": #"[{"number": 1, "lines": [], "total": 0, "placedAt": "yesterday"}]"#]),
            failsWith: "orders[0].placedAt: \"yesterday\" is not a time like 2026-05-03T09:22:11Z"
        )
    }

    func test_map_quotesTheFirst40CharactersOfALongTimeCurrencyOrEnding() {
        let long = String(repeating: "x", count: 500), cut = "\"" + String(repeating: "x", count: 40) + "…\""
        let order = { (field: String) in #"[{"number": 1, "lines": [], "total": 0, \#(field)}]"# }
        assertStateMapping(
            document(["orders": order(#""placedAt": "\#(long)""#)]), failsWith: "orders[0].placedAt: \(cut) is not a time like 2026-05-03T09:22:11Z"
        )
        assertStateMapping(
            document(["orders": order(#""currency": "\#(long)""#)]), failsWith: "orders[0]: currency \(cut) is not a three-letter ISO 4217 code"
        )
        assertStateMapping(
            document(["orders": order(#""giftCard": {"ending": "\#(long)", "amount": 0}"#)]),
            failsWith: "orders[0].giftCard.ending: \(cut) is not the ending of a gift card"
        )
    }

    func test_map_failsOnRatingOutsideOneToFive() {
        assertStateMapping(document(["ratings": #"{"3": 7}"#]), failsWith: "ratings[\"3\"]: 7 stars is not 1 to 5")
    }

    func test_map_failsOnRatingKeyThatIsNotAnID() {
        assertStateMapping(document(["ratings": #"{"lamp": 3}"#]), failsWith: "ratings: \"lamp\" is not a product id")
    }

    func test_map_failsOnNegativeSoldCount() {
        assertStateMapping(document(["sold": #"{"1": -1}"#]), failsWith: "sold[\"1\"]: -1 must not be negative")
    }

    func test_map_failsOnMissingOrderLineField() {
        assertStateMapping(
            document(["orders": #"[{"number": 1001, "lines": [{"productID": 1, "name": "Tote", "quantity": 1}], "total": 1}]"#]),
            failsWith: "orders[0].lines[0]: missing \"price\""
        )
        assertStateMapping(
            document(["orders": #"[{"number": 1001, "lines": [{"productID": 1, "name": "Tote", "price": 1}], "total": 1}]"#]),
            failsWith: "orders[0].lines[0]: missing \"quantity\""
        )
        assertStateMapping(
            document(["orders": #"[{"number": 1001, "lines": [{"productID": 1, "name": "Tote"}], "total": 1}]"#], version: 1),
            failsWith: "orders[0].lines[0]: missing \"price\""
        )
    }

    func test_map_failsOnNonPositiveNextOrderNumber() {
        assertStateMapping(document(["nextOrderNumber": "0"]), failsWith: "nextOrderNumber: 0 must be positive")
    }

    // MARK: - Helpers

    /// A valid, empty document of `version` (2 unless given); `overrides` replace fields' raw JSON, and a nil removes the
    /// field. The rules of versions 1 and 2 stay pinned here as they were written.
    private func document(_ overrides: [String: String?], version: Int = 2) -> String {
        var fields: [(key: String, value: String)] = [
            ("version", "\(version)"), ("wishList", "[]"), ("ratings", "{}"), ("sold", "{}"), ("orders", "[]"),
            ("nextOrderNumber", "1001"),
        ]
        for (key, value) in overrides {
            fields.removeAll { $0.key == key }
            if let value { fields.append((key, value)) }
        }
        return "{" + fields.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    private func earlierOrders(in json: String, currency: Currency) throws -> [Order] {
        guard case let .earlier(saved) = try ShopStateMapper.map(Data(json.utf8), currency: currency) else {
            XCTFail("not read as an earlier version")
            return []
        }
        return saved.orders
    }
}
