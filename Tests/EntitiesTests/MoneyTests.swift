import Entities
import TaschTestSupport
import XCTest

final class MoneyTests: XCTestCase {
    func test_adding_sumsMinorUnitsExactly() throws {
        let sum = try dollars(cents: 10).adding(dollars(cents: 20))

        XCTAssertEqual(sum, dollars(cents: 30))
    }

    func test_multiplied_countsTheAmountTimesOverAndRefusesOverflowAndNegativeCounts() throws {
        XCTAssertEqual(try dollars(cents: 18_900).multiplied(by: 2), dollars(cents: 37_800))
        XCTAssertEqual(try dollars(cents: 18_900).multiplied(by: 0), dollars(cents: 0))
        XCTAssertThrowsError(try dollars(cents: Int.max).multiplied(by: 2)) { XCTAssertEqual($0 as? ShopRuleViolation, .amountTooLarge) }
        XCTAssertThrowsError(try dollars(cents: 1).multiplied(by: -1)) { XCTAssertEqual($0 as? ShopRuleViolation, .invalidQuantity(-1)) }
    }

    func test_adding_throwsAmountTooLargeOnOverflow() {
        XCTAssertThrowsError(try dollars(cents: .max).adding(dollars(cents: 1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
    }

    func test_adding_throwsCurrencyMismatchOnDifferentCurrencies() {
        let euros = Money(minorUnits: 1, currency: Currency(code: "EUR")!)

        XCTAssertThrowsError(try dollars(cents: 1).adding(euros)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .currencyMismatch)
        }
    }

    func test_sum_isZeroInTheCurrencyOnNoAmounts() throws {
        XCTAssertEqual(try Money.sum([], in: usd), dollars(cents: 0))
    }

    func test_isZero_isTrueOnlyForNothing() {
        XCTAssertTrue(dollars(cents: 0).isZero)
        XCTAssertFalse(dollars(cents: 1).isZero)
    }
}
