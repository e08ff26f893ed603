import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Checkout with a gift card: the card pays what it can from its balance, the customer is told before agreeing, buys
/// exactly what was confirmed with exactly the card amount confirmed, and a card is never spent beyond its balance.
@MainActor
final class GiftCardCheckoutUseCaseTests: XCTestCase {
    private let fifty = CheckoutSUT.cards[0], hundred = CheckoutSUT.cards[1]

    func test_checkoutWithACard_asksWithWhatTheCardPaysAndWhatIsLeftToPay_andRecordsItOnYes() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(codes: card("fifty-7kq2"), confirmingWith: confirmation)

        let question = try XCTUnwrap(confirmation.questions.first)
        XCTAssertEqual(question.payments, [PlannedPayment(paid(5_000), keeps: dollars(cents: 0))])
        XCTAssertEqual(question.toPay, dollars(cents: 1_450))
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.map(\.payments), [[paid(5_000)]])
        XCTAssertEqual(s.store.state.paid(with: fifty), dollars(cents: 5_000))
        XCTAssertEqual(s.giftCards.lookedUp, ["fifty-7kq2"])
    }

    func test_aCardLargerThanTheOrder_paysItAllAndKeepsTheRestForLaterOrders() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))

        await s.sut.checkout(codes: card("HUNDRED-9ZZ1"))

        XCTAssertEqual(s.store.orders.first?.toPay, dollars(cents: 0))
        XCTAssertEqual(s.store.orders.first?.payments, [Payment(kind: .giftCard, reference: "9ZZ1", amount: dollars(cents: 6_450))])
        XCTAssertEqual(hundred.balance(havingPaid: s.store.state.paid(with: hundred)), dollars(cents: 3_550))
    }

    func test_anUnknownCode_isRefusedBeforeAnythingIsAskedOrSaved() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(codes: card("NOPE"), confirmingWith: confirmation)

        XCTAssertEqual(outcome, .failed(.refused(.unknownGiftCard)))
        XCTAssertEqual(confirmation.questions, [])
        XCTAssertEqual(s.store.orders, [])
    }

    func test_aSpentCard_isRefusedSayingItIsSpent() async throws {
        var state = makeState(wishList: wished(1))
        try state.record(dollars(cents: 5_000), paidWith: fifty)
        let s = makeCheckoutSUT(state: state)

        let outcome = await s.sut.checkout(codes: card("FIFTY-7KQ2"))

        XCTAssertEqual(outcome, .failed(.refused(.giftCardSpent(ending: "7KQ2"))))
        XCTAssertEqual(s.store.orders, [])
    }

    func test_aCodeTypedWhenAsked_isAppliedAndAskedAboutAgainWithTheNewTotal() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(CheckoutCode(kind: .giftCard, text: "fifty7kq2"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.map(\.payments), [[], [PlannedPayment(paid(5_000), keeps: dollars(cents: 0))]])
        XCTAssertEqual(s.store.orders.map(\.payments), [[paid(5_000)]])
    }

    func test_anUnknownCodeTypedWhenAsked_isSaidInTheNextQuestion_andTheOrderIsPlacedWithoutACard() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(CheckoutCode(kind: .giftCard, text: "NOPE"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.codeProblem, .refused(.unknownGiftCard))
        XCTAssertEqual(confirmation.questions.last?.payments, [])
        XCTAssertEqual(s.store.orders.map(\.payments), [[]])
    }

    func test_aCardSpentByAnotherShopWhileTheCustomerDecided_isAskedAboutAgainSayingSo_andNeverPaysMoreThanItsBalance() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        s.store.changedElsewhere = { [fifty] in try? $0.record(dollars(cents: 3_000), paidWith: fifty) }

        await s.sut.checkout(codes: card("FIFTY-7KQ2"), confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.map { $0.payments.map(\.payment) }, [[paid(5_000)], [paid(2_000)]])
        XCTAssertEqual(confirmation.questions.last?.spentElsewhere, [paid(5_000)], "said as what it is")
        XCTAssertNil(confirmation.questions.last?.changes, "the cart did not change")
        XCTAssertEqual(s.store.orders.map(\.payments), [[paid(2_000)]])
        XCTAssertEqual(s.store.state.paid(with: fifty), dollars(cents: 5_000), "never more than the card holds")
    }

    func test_aCardSpentWhollyByAnotherShopWhileTheCustomerDecided_isLetGoAndSaidSpentElsewhere() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        s.store.changedElsewhere = { [fifty] in try? $0.record(dollars(cents: 5_000), paidWith: fifty) }

        await s.sut.checkout(codes: card("FIFTY-7KQ2"), confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.payments, [])
        XCTAssertEqual(confirmation.questions.last?.spentElsewhere, [paid(5_000)])
        XCTAssertNil(confirmation.questions.last?.codeProblem, "said once, as spent elsewhere")
        XCTAssertEqual(s.store.orders.map(\.payments), [[]])
    }

    func test_aFaultAtTheStateStore_leavesTheCardsBalanceUntouched() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.updateError = .unavailable

        let outcome = await s.sut.checkout(codes: card("FIFTY-7KQ2"))

        XCTAssertEqual(outcome, .failed(.dataAccess(.unavailable)))
        XCTAssertEqual(s.store.state.paid(with: fifty), dollars(cents: 0))
    }

    func test_aCheckoutWithACardAskedAgainAfterItsAnswerWasLost_chargesTheCardOnce() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.losesNextAnswer = true

        let lost = await s.sut.checkout(codes: card("FIFTY-7KQ2"))
        let again = await s.sut.checkout(codes: card("FIFTY-7KQ2"))

        XCTAssertEqual(lost, .failed(.dataAccess(.timedOut)))
        XCTAssertEqual(again, .done)
        XCTAssertEqual(s.store.orders.count, 1)
        XCTAssertEqual(s.store.state.paid(with: fifty), dollars(cents: 5_000))
    }

    func test_aFailedLookUp_isTheDataLayersFailure() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.giftCards.error = .unavailable

        let outcome = await s.sut.checkout(codes: card("FIFTY-7KQ2"))

        XCTAssertEqual(outcome, .failed(.dataAccess(.unavailable)))
        XCTAssertEqual(s.store.orders, [])
    }

    private func card(_ code: String) -> [CheckoutCode] {
        [CheckoutCode(kind: .giftCard, text: code)]
    }

    /// What the $50.00 card pays: `cents`.
    private func paid(_ cents: Int) -> Payment {
        Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: cents))
    }
}
