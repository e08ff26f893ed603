import Entities
import TaschTestSupport
import XCTest

/// A gift card's own rules: its code (the shop's rule for codes, `ShopCodeTests`), what it may pay, what is left, when it
/// is spent.
final class GiftCardTests: XCTestCase {
    func test_aCardsCode_isKeptAsTheShopsCodesAreCompared() throws {
        XCTAssertEqual(try GiftCard(code: "wint-er-7kq2", amount: dollars(cents: 100)).key, "WINTER7KQ2")
        XCTAssertEqual(GiftCard.key(of: "winter-7KQ2"), ShopCode.key(of: "WINTER7KQ2"))
    }

    func test_init_refusesACodeLongerThanTheShopsLength() {
        let tooLong = String(repeating: "A", count: ShopCode.maximumLength + 1)

        XCTAssertThrowsError(try GiftCard(code: tooLong, amount: dollars(cents: 100))) { XCTAssertEqual($0 as? GiftCard.Refusal, .codeTooLong) }
    }

    func test_init_refusesAnInvalidCodeAndAnAmountThatIsNotPositive() {
        XCTAssertThrowsError(try GiftCard(code: "no good", amount: dollars(cents: 100))) { XCTAssertEqual($0 as? GiftCard.Refusal, .invalidCode) }
        XCTAssertThrowsError(try GiftCard(code: "GOOD", amount: dollars(cents: 0))) { XCTAssertEqual($0 as? GiftCard.Refusal, .amountNotPositive) }
        XCTAssertThrowsError(try GiftCard(code: "GOOD", amount: dollars(cents: -1))) { XCTAssertEqual($0 as? GiftCard.Refusal, .amountNotPositive) }
    }

    func test_aCardLargerThanTheOrder_paysItAllAndKeepsTheRestForLater() throws {
        let card = try GiftCard(code: "BIG-1", amount: dollars(cents: 10_000))

        XCTAssertEqual(card.payment(toward: dollars(cents: 6_450), havingPaid: dollars(cents: 0)).amount, dollars(cents: 6_450))
        XCTAssertEqual(card.balance(havingPaid: dollars(cents: 6_450)), dollars(cents: 3_550))
    }

    func test_aPayment_isOfTheCardsKindNamedByItsEnding() throws {
        let card = try GiftCard(code: "winter-7kq2", amount: dollars(cents: 5_000))

        XCTAssertEqual(
            card.payment(toward: dollars(cents: 6_450), havingPaid: dollars(cents: 1_000)),
            Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 4_000))
        )
    }

    func test_aCardSmallerThanTheOrder_paysItsBalance() throws {
        let card = try GiftCard(code: "SMALL", amount: dollars(cents: 5_000))

        XCTAssertEqual(card.payment(toward: dollars(cents: 6_450), havingPaid: dollars(cents: 1_000)).amount, dollars(cents: 4_000))
    }

    func test_aCardWhoseAmountIsPaid_isSpentAndPaysNothing() throws {
        let card = try GiftCard(code: "DONE", amount: dollars(cents: 5_000))

        XCTAssertTrue(card.isSpent(havingPaid: dollars(cents: 5_000)))
        XCTAssertFalse(card.isSpent(havingPaid: dollars(cents: 4_999)))
        XCTAssertEqual(card.payment(toward: dollars(cents: 100), havingPaid: dollars(cents: 5_000)).amount, dollars(cents: 0))
        XCTAssertEqual(card.balance(havingPaid: dollars(cents: 9_000)), dollars(cents: 0), "never below nothing")
    }

    func test_ending_namesTheCardByTheLastFourOfItsKey() throws {
        XCTAssertEqual(try GiftCard(code: "winter-7kq2", amount: dollars(cents: 1)).ending, "7KQ2")
        XCTAssertEqual(try GiftCard(code: "ab", amount: dollars(cents: 1)).ending, "AB")
    }
}
