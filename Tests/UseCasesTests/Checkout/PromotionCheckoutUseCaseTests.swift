import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Checkout with a promotion: its percentage comes off the items before shipping, before a gift card pays what is
/// left; items below its minimum are refused before anything is asked; an unknown code says nothing of which exist;
/// and nothing of it is remembered, so it serves every order.
@MainActor
final class PromotionCheckoutUseCaseTests: XCTestCase {
    func test_checkoutWithAPromotion_asksWithItsDiscountOffTheItems_andPlacesTheOrderWithIt() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [promotions])
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(codes: [promo("autumn-10")], confirmingWith: confirmation)

        let question = try XCTUnwrap(confirmation.questions.first)
        XCTAssertEqual(question.payments, [PlannedPayment(discount("AUTUMN10", 645))])
        XCTAssertEqual(question.toPay, dollars(cents: 5_805))
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.map(\.payments), [[discount("AUTUMN10", 645)]])
        XCTAssertEqual(s.store.orders.first?.toPay, dollars(cents: 5_805))
    }

    func test_aPromotionAndACard_theCardPaysWhatIsLeftAfterTheDiscount() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [promotions])

        await s.sut.checkout(codes: [CheckoutCode(kind: .giftCard, text: "HUNDRED-9ZZ1"), promo("AUTUMN10")])

        let card = Payment(kind: .giftCard, reference: "9ZZ1", amount: dollars(cents: 5_805))
        XCTAssertEqual(s.store.orders.map(\.payments), [[discount("AUTUMN10", 645), card]], "the discount first, whatever the codes' order")
        XCTAssertEqual(s.store.orders.first?.toPay, dollars(cents: 0))
        XCTAssertEqual(s.store.state.paid(with: CheckoutSUT.cards[1]), dollars(cents: 5_805))
    }

    func test_itemsBelowThePromotionsMinimum_areRefusedBeforeAnythingIsAsked_sayingTheMinimum() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3)), before: [promotions])
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(codes: [promo("AUTUMN10")], confirmingWith: confirmation)

        XCTAssertEqual(outcome, .failed(.refused(.belowMinimumOrder(dollars(cents: 5_000)))))
        XCTAssertEqual(confirmation.questions, [])
        XCTAssertEqual(s.store.orders, [])
    }

    func test_anUnknownPromotion_isRefusedSayingNothingOfWhichCodesExist() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [promotions])

        let outcome = await s.sut.checkout(codes: [promo("AUTUMN11")])

        XCTAssertEqual(outcome, .failed(.refused(.unknownCode)))
        XCTAssertEqual(s.store.orders, [])
    }

    func test_aPromotion_servesEveryOrder_rememberingNothingOfItsUse() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [promotions])
        await s.sut.checkout(codes: [promo("AUTUMN10")])
        let afterFirst = s.store.state
        s.store.state.wishList = wished(1)

        await s.sut.checkout(codes: [promo("AUTUMN10")])

        XCTAssertEqual(s.store.orders.map(\.payments), [[discount("AUTUMN10", 645)], [discount("AUTUMN10", 645)]])
        XCTAssertEqual(afterFirst.giftCardsPaid, [:])
    }

    func test_aPromotionTypedWhenAsked_comesOffBeforeTheCardGivenUpFront() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [promotions])
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(CheckoutCode(kind: nil, text: "no-minimum"))]

        await s.sut.checkout(codes: [CheckoutCode(kind: .giftCard, text: "FIFTY-7KQ2")], confirmingWith: confirmation)

        let card = Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 5_000))
        XCTAssertEqual(confirmation.questions.last?.payments.map(\.payment), [discount("NO-MINIMUM", 322), card])
        XCTAssertEqual(confirmation.questions.last?.toPay, dollars(cents: 1_128))
        XCTAssertEqual(s.store.orders.map(\.payments), [[discount("NO-MINIMUM", 322), card]])
        // 5% of $64.50 is 322.5 cents: half a cent, to the even 322.
    }

    func test_aSpentCardTypedWhenAsked_isSaidToBeSpent_thoughThePromotionsAreTriedFirst() async throws {
        var state = makeState(wishList: wished(1))
        try state.record(dollars(cents: 5_000), paidWith: CheckoutSUT.cards[0])
        let s = makeCheckoutSUT(state: state, before: [promotions])
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(CheckoutCode(kind: nil, text: "FIFTY-7KQ2"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.codeProblem, .refused(.giftCardSpent(ending: "7KQ2")))
    }

    func test_belowTheMinimumWhenTyped_isSaidInTheNextQuestion_andTheOrderIsPlacedWithoutIt() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3)), before: [promotions])
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(CheckoutCode(kind: nil, text: "AUTUMN10"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.codeProblem, .refused(.belowMinimumOrder(dollars(cents: 5_000))))
        XCTAssertEqual(s.store.orders.map(\.payments), [[]])
    }

    // MARK: - Helpers

    /// 10% off items of at least $50.00, and 5% off any items.
    private let promotions = PromotionDiscounts(promotions: [
        try! Promotion(code: "AUTUMN10", percentOff: 10, minimumOrder: dollars(cents: 5_000)), try! Promotion(code: "NO-MINIMUM", percentOff: 5),
    ])

    private func promo(_ code: String) -> CheckoutCode {
        CheckoutCode(kind: .promotion, text: code)
    }

    private func discount(_ code: String, _ cents: Int) -> Payment {
        Payment(kind: .promotion, reference: code, amount: dollars(cents: cents))
    }
}
