import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// A saved state whose values a type of the shop refuses is refused when it is read, naming where: it never becomes a
/// state the shop could crash on or number an order twice from.
final class ShopStateInvariantsOnLoadTests: XCTestCase {
    func test_map_refusesAWishListWhoseQuantitiesAddUpToMoreThanCanBeCountedNamingTheEntry() {
        assertVersionTwo(
            wishList: #"[{"productID": 1, "quantity": 9223372036854775807}, {"productID": 2, "quantity": 1}]"#,
            failsWith: "wishList[1].quantity: 1 makes more items than can be counted"
        )
    }

    func test_map_refusesTwoOrdersWithOneNumberNamingTheSecond() {
        assertVersionTwo(
            orders: #"[{"number": 1001, "lines": [], "total": 0}, {"number": 1001, "lines": [], "total": 0}]"#, next: 1002,
            failsWith: "orders[1].number: 1001 is the number of orders[0] too"
        )
    }

    func test_map_readsOrdersListedInAnyOrder_asPlacedInTheOrderOfTheirNumbers() throws {
        let json = #"{"version": 2, "wishList": [], "ratings": {}, "sold": {}, "orders": [{"number": 1005, "lines": [], "total": 0}, {"number": 1001, "lines": [], "total": 0}], "nextOrderNumber": 1006}"#

        guard case let .earlier(saved) = try ShopStateMapper.map(Data(json.utf8), currency: usd) else { return XCTFail("an earlier document") }

        XCTAssertEqual(saved.orders.map(\.number), [1005, 1001])
    }

    func test_map_refusesAnOrderNumberGivenTwice_byTheOrderNumbersRule_namingTheLaterListed() {
        assertVersionTwo(
            orders: #"[{"number": 1005, "lines": [], "total": 0}, {"number": 1001, "lines": [], "total": 0}, {"number": 1005, "lines": [], "total": 0}]"#,
            next: 1006,
            failsWith: "orders[2].number: 1005 is the number of orders[0] too"
        )
    }

    func test_map_refusesANextOrderNumberThatIsInUseOrBelowAnOrdersNumber() {
        assertVersionTwo(
            orders: #"[{"number": 1001, "lines": [], "total": 0}, {"number": 1005, "lines": [], "total": 0}]"#, next: 1005,
            failsWith: "nextOrderNumber: 1005 is not above orders[1].number, 1005: the next order would take a number in use"
        )
    }

    func test_map_refusesAnOrderWhoseQuantitiesAddUpToMoreThanCanBeCounted() {
        let lines = #"[{"productID": 1, "name": "A", "price": 0, "quantity": 9223372036854775807}, {"productID": 2, "name": "B", "price": 0, "quantity": 1}]"#
        assertVersionTwo(
            orders: #"[{"number": 1001, "lines": \#(lines), "total": 0}]"#, next: 1002,
            failsWith: "orders[0].lines: the quantities add up to more than can be counted"
        )
    }

    func test_map_refusesAPriceWhenAddedBelowNothing() {
        assertVersionTwo(
            wishList: #"[{"productID": 1, "quantity": 1, "priceWhenAdded": -5}]"#,
            failsWith: "wishList[0].priceWhenAdded: -5 must not be negative"
        )
    }

    func test_map_quotesAKeyThatIsNoProductID_cutToALine_howeverLongItIs() {
        let key = String(repeating: "x", count: 1_000)
        let json = #"{"version": 2, "wishList": [], "ratings": {}, "sold": {"\#(key)": 1}, "orders": [], "nextOrderNumber": 1001}"#

        assertStateMapping(json, failsWith: "sold: \"\(String(repeating: "x", count: 40))…\" is not a product id")
    }

    func test_map_namesAFieldUnderAKeyFromTheFile_cleanedAndCutToALine() {
        // Found by the state-document fuzz target: a path naming a key of 1,000 characters and controls made a message
        // of 694.
        let key = "line\\t" + String(repeating: "y", count: 1_000)
        let json = #"{"version": 2, "wishList": [], "ratings": {}, "sold": {"\#(key)": [1]}, "orders": [], "nextOrderNumber": 1001}"#

        assertStateMapping(json, failsWith: "\"sold.line␉\(String(repeating: "y", count: 35))…\" has the wrong type")
    }

    private func assertVersionTwo(
        wishList: String = "[]", orders: String = "[]", next: Int = 1001, failsWith message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let json = #"{"version": 2, "wishList": \#(wishList), "ratings": {}, "sold": {}, "orders": \#(orders), "nextOrderNumber": \#(next)}"#
        assertStateMapping(json, failsWith: message, file: file, line: line)
    }
}
