import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The version 3 document's commit record of the order journal: refused, at its place, wherever it cannot describe one.
final class ShopStateMapperVersionThreeTests: XCTestCase {
    func test_map_deliversAStateWithNoOrdersCommitted() throws {
        let json = document(orders: #"{"salt": "0123456789abcdef", "bytes": 0, "count": 0}"#)

        XCTAssertEqual(try ShopStateMapper.map(Data(json.utf8), currency: usd), .current(makeState(), .empty(salt: "0123456789abcdef")))
    }

    func test_map_failsOnASaltThatIsNotSixteenHexadecimalDigits() {
        assertStateMapping(document(orders: #"{"salt": "not a salt", "bytes": 0, "count": 0}"#), failsWith: #"orders.salt: "not a salt" is not 16 hexadecimal digits"#)
    }

    func test_map_failsOnNegativeCounts() {
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": -1, "count": 0}"#), failsWith: "orders.bytes: -1 must not be negative")
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 0, "count": -1}"#), failsWith: "orders.count: -1 must not be negative")
    }

    func test_map_failsOnOrdersInNoBytesOrBytesHoldingNoOrder() {
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 0, "count": 2, "lastNumber": 1000}"#), failsWith: "orders: 2 orders cannot take 0 bytes")
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 300, "count": 0}"#), failsWith: "orders: 0 orders cannot take 300 bytes")
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 3, "count": 9, "lastNumber": 1000}"#), failsWith: "orders: 9 orders cannot take 3 bytes")
    }

    func test_map_failsOnALastNumberMissingOrGivenForNoOrders() {
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 300, "count": 1}"#), failsWith: #"orders: missing "lastNumber""#)
        assertStateMapping(document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 0, "count": 0, "lastNumber": 1000}"#), failsWith: "orders.lastNumber: given for no orders")
    }

    func test_map_failsOnANextOrderNumberNotAboveTheLastOrders() {
        assertStateMapping(
            document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 300, "count": 1, "lastNumber": 1001}"#),
            failsWith: "nextOrderNumber: 1001 is not above orders.lastNumber, 1001: the next order would take a number in use"
        )
    }

    func test_map_failsOnALastNumberTooLargeNamingWhereItIs() {
        let json = document(orders: #"{"salt": "0123456789ABCDEF", "bytes": 300, "count": 1, "lastNumber": 1e30}"#)
        let column = json.utf8.count - #"}, "nextOrderNumber": 1001}"#.utf8.count - 3

        assertStateMapping(json, failsWith: #""orders.lastNumber": 1e30 is not a whole number that fits in 64 bits at line 1, column \#(column)"#)
    }

    func test_map_failsOnAMissingCommitRecord() {
        assertStateMapping(#"{"version": 3, "wishList": [], "ratings": {}, "sold": {}, "nextOrderNumber": 1001}"#, failsWith: #"missing "orders""#)
    }

    // MARK: - Helpers

    /// An empty version 3 document whose commit record is `orders`, raw JSON.
    private func document(orders: String) -> String {
        #"{"version": 3, "wishList": [], "ratings": {}, "sold": {}, "orders": \#(orders), "nextOrderNumber": 1001}"#
    }
}
