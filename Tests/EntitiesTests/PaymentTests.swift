import Entities
import TaschTestSupport
import XCTest

/// What pays for an order: a list of payments, each of a kind a feature declares, and what they leave to pay.
final class PaymentTests: XCTestCase {
    private let card = PaymentKind("card"), voucher = PaymentKind("voucher")

    func test_leftToPay_isTheTotalLessEveryPayment() throws {
        let payments = [Payment(kind: voucher, reference: "V1", amount: dollars(cents: 450)), Payment(kind: card, reference: "7KQ2", amount: dollars(cents: 5_000))]

        XCTAssertEqual(try Payment.leftToPay(of: dollars(cents: 6_450), after: payments), dollars(cents: 1_000))
    }

    func test_leftToPay_isTheWholeTotalWithoutPayments() throws {
        XCTAssertEqual(try Payment.leftToPay(of: dollars(cents: 6_450), after: []), dollars(cents: 6_450))
    }

    func test_leftToPay_refusesPaymentsThatAddUpToMoreThanTheTotal() {
        let payments = [Payment(kind: card, reference: "A", amount: dollars(cents: 4_000)), Payment(kind: voucher, reference: "B", amount: dollars(cents: 3_000))]

        XCTAssertThrowsError(try Payment.leftToPay(of: dollars(cents: 6_450), after: payments)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .paymentsExceedTheTotal)
        }
    }

    func test_leftToPay_refusesAPaymentBelowNothingOrInAnotherCurrency() {
        let below = [Payment(kind: card, reference: "A", amount: dollars(cents: -1))]
        let euros = [Payment(kind: card, reference: "A", amount: dollars(cents: 1, in: Currency(code: "EUR")!))]

        XCTAssertThrowsError(try Payment.leftToPay(of: dollars(cents: 100), after: below)) { XCTAssertEqual($0 as? ShopRuleViolation, .paymentsExceedTheTotal) }
        XCTAssertThrowsError(try Payment.leftToPay(of: dollars(cents: 100), after: euros)) { XCTAssertEqual($0 as? ShopRuleViolation, .paymentsExceedTheTotal) }
    }

    func test_kinds_areTheSameByName() {
        XCTAssertEqual(PaymentKind("card"), card)
        XCTAssertNotEqual(card, voucher)
    }
}
