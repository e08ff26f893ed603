import Entities
import TaschTestSupport
@testable import UseCases
import XCTest

final class ShopStateTests: XCTestCase {
    func test_init_refusesANextOrderNumberThatIsNotAboveZero() {
        for number in [0, -1] {
            XCTAssertThrowsError(try ShopState(nextOrderNumber: number)) { error in
                XCTAssertEqual(error as? ShopRuleViolation, .invalidOrderNumber(number))
            }
        }
        XCTAssertEqual(try ShopState(nextOrderNumber: 1).nextOrderNumber, 1)
    }

    func test_takeOrderNumber_givesTheNextAndMovesOnUntilNoneIsLeft() throws {
        var state = try ShopState(nextOrderNumber: Int.max - 1)

        XCTAssertEqual(try state.takeOrderNumber(), Int.max - 1)
        XCTAssertThrowsError(try state.takeOrderNumber()) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .noOrderNumbersLeft)
        }
        XCTAssertEqual(state.nextOrderNumber, Int.max)
    }

    func test_isNextOrderNumberAbove_isTrueOnlyWhenTheNextNumberIsAboveTheLastOrderPlaced() {
        let state = makeState(nextOrderNumber: 1004)

        XCTAssertEqual([1002, 1003, 1004, 1005].map { state.isNextOrderNumberAbove(everyOrderUpTo: $0) }, [true, true, false, false])
        XCTAssertTrue(state.isNextOrderNumberAbove(everyOrderUpTo: nil), "no order placed")
    }

    func test_current_takesTheUnitsSoldOffTheStockNeverBelowNone() throws {
        let state = ShopState(sold: try UnitsSold([id(1): 3, id(2): 9]))

        XCTAssertEqual(state.current(makeProduct(id: 1, stock: 5)).stock, 2)
        XCTAssertEqual(state.current(makeProduct(id: 2, stock: 5)).stock, 0)
        XCTAssertEqual(state.current(makeProduct(id: 3, stock: 5)).stock, 5)
    }

    func test_whatACardHasPaid_isNothingUntilRecordedAndAddsUp() throws {
        let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)
        var state = ShopState.empty

        XCTAssertEqual(state.paid(with: card), dollars(cents: 0))
        try state.record(dollars(cents: 1_000), paidWith: card)
        try state.record(dollars(cents: 500), paidWith: makeGiftCard("winter-7kq2", cents: 5_000))

        XCTAssertEqual(state.paid(with: card), dollars(cents: 1_500), "one card, however its code is typed")
        XCTAssertEqual(state.giftCardsPaid, ["WINTER7KQ2": dollars(cents: 1_500)])
    }

    func test_recordingWhatACardPaid_refusesASumTooLargeToCount() throws {
        let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)
        var state = ShopState.empty
        try state.record(dollars(cents: Int.max), paidWith: card)

        XCTAssertThrowsError(try state.record(dollars(cents: 1), paidWith: card)) { XCTAssertEqual($0 as? ShopRuleViolation, .amountTooLarge) }
    }
}
