import UseCases
import XCTest

/// The order numbers' rule as a reader of saved orders asks it of each order it reads, as a store asks it of a change:
/// an order is numbered above the one placed before it.
final class OrderNumberingTests: XCTestCase {
    func test_requireOrder_acceptsAnyNumberForTheFirstOrder() {
        for number in [1, 1001, Int.max] {
            XCTAssertNoThrow(try OrderNumbering.requireOrder(numbered: number, after: nil))
        }
    }

    func test_requireOrder_acceptsANumberAboveTheLast() {
        XCTAssertNoThrow(try OrderNumbering.requireOrder(numbered: 1004, after: 1003))
        XCTAssertNoThrow(try OrderNumbering.requireOrder(numbered: 2000, after: 1003))
    }

    func test_requireOrder_refusesANumberAtOrBelowTheLast() {
        for number in [1003, 1002, 1] {
            XCTAssertThrowsError(try OrderNumbering.requireOrder(numbered: number, after: 1003)) { error in
                XCTAssertEqual(error as? OrderNumberingViolation, .notAboveTheLast(order: number, last: 1003))
            }
        }
    }
}
