import Entities
import TaschTestSupport
import XCTest

/// A promotion's own rules: its code (the shop's one rule for codes), its percentage, its minimum order, and the
/// discount it takes off the items before shipping.
final class PromotionTests: XCTestCase {
    func test_aCode_keepsTheShopsRuleForCodes_itsLengthIncluded() throws {
        XCTAssertEqual(try Promotion(code: "autumn-10", percentOff: 10).key, "AUTUMN10")
        XCTAssertThrowsError(try Promotion(code: "two words", percentOff: 10)) { XCTAssertEqual($0 as? Promotion.Refusal, .invalidCode) }
        XCTAssertThrowsError(try Promotion(code: "", percentOff: 10)) { XCTAssertEqual($0 as? Promotion.Refusal, .invalidCode) }
        let tooLong = String(repeating: "A", count: ShopCode.maximumLength + 1)
        XCTAssertThrowsError(try Promotion(code: tooLong, percentOff: 10)) { XCTAssertEqual($0 as? Promotion.Refusal, .codeTooLong) }
    }

    func test_init_refusesAPercentageOutsideOneToAHundred() throws {
        XCTAssertThrowsError(try Promotion(code: "A", percentOff: 0)) { XCTAssertEqual($0 as? Promotion.Refusal, .percentOffOutOfRange) }
        XCTAssertThrowsError(try Promotion(code: "A", percentOff: 101)) { XCTAssertEqual($0 as? Promotion.Refusal, .percentOffOutOfRange) }
        XCTAssertEqual(try Promotion(code: "A", percentOff: 1).percentOff, 1)
        XCTAssertEqual(try Promotion(code: "A", percentOff: 100).percentOff, 100)
    }

    func test_init_refusesAMinimumBelowNothing() {
        XCTAssertThrowsError(try Promotion(code: "A", percentOff: 5, minimumOrder: dollars(cents: -1))) {
            XCTAssertEqual($0 as? Promotion.Refusal, .minimumOrderNegative)
        }
    }

    func test_discount_takesItsPercentageOffTheSubtotal_roundedHalfToEven_namedByItsCodeAsIssued() throws {
        let promotion = try Promotion(code: "autumn-10", percentOff: 10)

        XCTAssertEqual(try promotion.discount(on: dollars(cents: 6_450)), Payment(kind: .promotion, reference: "autumn-10", amount: dollars(cents: 645)))
        XCTAssertEqual(try promotion.discount(on: dollars(cents: 25)).amount, dollars(cents: 2), "2.5 cents: to the even cent")
        XCTAssertEqual(try promotion.discount(on: dollars(cents: 35)).amount, dollars(cents: 4), "3.5 cents: to the even cent")
    }

    func test_discount_refusesItemsBelowTheMinimum_sayingTheMinimum() throws {
        let promotion = try Promotion(code: "AUTUMN10", percentOff: 10, minimumOrder: dollars(cents: 5_000))

        XCTAssertThrowsError(try promotion.discount(on: dollars(cents: 4_999))) {
            XCTAssertEqual($0 as? ShopRuleViolation, .belowMinimumOrder(dollars(cents: 5_000)))
        }
        XCTAssertEqual(try promotion.discount(on: dollars(cents: 5_000)).amount, dollars(cents: 500), "the minimum itself is enough")
    }

    func test_aDiscount_leavesPaymentsAfterItNoMoreThanTheRest() throws {
        let discount = try Promotion(code: "HALF", percentOff: 50).discount(on: dollars(cents: 1_000))
        let card = Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 600))

        XCTAssertEqual(try Payment.leftToPay(of: dollars(cents: 1_000), after: [discount]), dollars(cents: 500))
        XCTAssertThrowsError(try Payment.leftToPay(of: dollars(cents: 1_000), after: [discount, card])) {
            XCTAssertEqual($0 as? ShopRuleViolation, .paymentsExceedTheTotal)
        }
    }
}
