import Entities
import TaschTestSupport
import XCTest

final class UnitsSoldTests: XCTestCase {
    func test_record_addsWhatAnOrderBoughtToWhatWasSold() throws {
        var sold = try UnitsSold([id(1): 2])

        try sold.record(try order([(1, 3), (4, 1)]))

        XCTAssertEqual(sold[id(1)], 5)
        XCTAssertEqual(sold[id(4)], 1)
        XCTAssertEqual(sold[id(9)], 0, "never bought is none sold")
    }

    func test_record_refusesACountTooLargeToCountAndRecordsNothing() throws {
        var sold = try UnitsSold([id(1): Int.max])

        XCTAssertThrowsError(try sold.record(try order([(2, 1), (1, 1)]))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .tooManyItems)
        }
        XCTAssertEqual(sold, try UnitsSold([id(1): Int.max]))
    }

    func test_init_refusesANegativeCountNamingTheProduct() {
        XCTAssertThrowsError(try UnitsSold([id(3): -1])) { error in
            XCTAssertEqual(error as? UnitsSold.Refusal, UnitsSold.Refusal(productID: id(3), violation: .invalidQuantity(-1)))
        }
    }

    func test_init_keepsNoCountForProductsNoneWereSoldOf() throws {
        XCTAssertEqual(try UnitsSold([id(3): 0]), UnitsSold())
    }

    private func order(_ lines: [(Int, Int)]) throws -> Order {
        try Order(
            number: 1001, lines: lines.map { try Order.Line(productID: id($0.0), name: "P", price: dollars(cents: 0), quantity: $0.1) },
            total: dollars(cents: 0)
        )
    }
}
