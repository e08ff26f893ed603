import Entities
import TaschTestSupport
@testable import UseCases
import XCTest

/// The order numbers' rule as every store asks it of a change before saving: each order placed is numbered above
/// every order placed before it, and the state's next number is above every order placed.
final class ShopTransactionTests: XCTestCase {
    func test_requireOrderNumbers_acceptsOrdersNumberedAsTheStateGivesThemOut() throws {
        var sut = ShopTransaction(state: makeState(nextOrderNumber: 1004), lastOrderNumber: 1003)

        sut.place(order(try sut.state.takeOrderNumber()))
        sut.place(order(try sut.state.takeOrderNumber()))

        XCTAssertNoThrow(try sut.requireOrderNumbers())
        XCTAssertEqual(sut.placedOrders.map(\.number), [1004, 1005])
        XCTAssertEqual(sut.lastOrderNumber, 1005)
    }

    func test_requireOrderNumbers_acceptsAChangeThatPlacesNothing() {
        XCTAssertNoThrow(try ShopTransaction(state: makeState(nextOrderNumber: 1001), lastOrderNumber: nil).requireOrderNumbers())
        XCTAssertNoThrow(try ShopTransaction(state: makeState(nextOrderNumber: 1004), lastOrderNumber: 1003).requireOrderNumbers())
    }

    func test_requireOrderNumbers_acceptsAnyFirstOrderBelowTheNextNumber() {
        var sut = ShopTransaction(state: makeState(nextOrderNumber: 8), lastOrderNumber: nil)

        sut.place(order(1))

        XCTAssertNoThrow(try sut.requireOrderNumbers())
    }

    func test_requireOrderNumbers_refusesAnOrderNumberedAtOrBelowTheLastOrderPlaced() {
        for number in [1003, 1002] {
            var sut = ShopTransaction(state: makeState(nextOrderNumber: 1010), lastOrderNumber: 1003)

            sut.place(order(number))

            XCTAssertThrowsError(try sut.requireOrderNumbers()) { error in
                XCTAssertEqual(error as? OrderNumberingViolation, .notAboveTheLast(order: number, last: 1003))
            }
        }
    }

    func test_requireOrderNumbers_refusesOrdersOfOneChangeThatDoNotAscend() {
        var sut = ShopTransaction(state: makeState(nextOrderNumber: 1010), lastOrderNumber: nil)

        sut.place(order(1005))
        sut.place(order(1004))

        XCTAssertThrowsError(try sut.requireOrderNumbers()) { error in
            XCTAssertEqual(error as? OrderNumberingViolation, .notAboveTheLast(order: 1004, last: 1005))
        }
    }

    func test_requireOrderNumbers_refusesAnOrderNotBelowTheNextNumber() {
        var sut = ShopTransaction(state: makeState(nextOrderNumber: 1004), lastOrderNumber: 1003)

        sut.place(order(1004))

        XCTAssertThrowsError(try sut.requireOrderNumbers()) { error in
            XCTAssertEqual(error as? OrderNumberingViolation, .nextNotAboveTheLast(next: 1004, last: 1004))
        }
    }

    func test_requireOrderNumbers_refusesAStateReplacedByOneWhoseNextNumberIsNotAboveEveryOrderPlaced() {
        var sut = ShopTransaction(state: makeState(nextOrderNumber: 1004), lastOrderNumber: 1003)

        sut.state = makeState(nextOrderNumber: 1002)

        XCTAssertThrowsError(try sut.requireOrderNumbers()) { error in
            XCTAssertEqual(error as? OrderNumberingViolation, .nextNotAboveTheLast(next: 1002, last: 1003))
        }
    }

    func test_orderNumberingViolation_saysWhichNumbersBreakTheRule() {
        XCTAssertEqual(
            OrderNumberingViolation.notAboveTheLast(order: 1002, last: 1003).description,
            "order #1002 is not above #1003, the last order placed: order numbers ascend"
        )
        XCTAssertEqual(
            OrderNumberingViolation.nextNotAboveTheLast(next: 1003, last: 1003).description,
            "the next order number, 1003, is not above #1003, the last order placed: the next order would take a number in use"
        )
    }

    private func order(_ number: Int) -> Order {
        try! Order(
            number: number, lines: [try! Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 1)],
            total: dollars(cents: 900), placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "key-\(number)"
        )
    }
}
