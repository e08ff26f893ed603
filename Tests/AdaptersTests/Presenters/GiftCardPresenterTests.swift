import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What the customer sees of a gift card: its words among the payments (before agreeing, on the receipt, in the
/// orders), its balance, that it is spent; never more of its code than the last four characters.
final class GiftCardPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")
    private let card = makeGiftCard("winter-7kq2", cents: 5_000)

    func test_question_showsTheSubTotalShippingTheCardsPartAndWhatIsLeftToPay() throws {
        let question = try questionAboutATote(card: card, paid: 0)

        let viewModel = CheckoutPresenter(money: money, payments: .shop).question(question)

        XCTAssertEqual(viewModel.amounts, [
            LabelledAmount("Sub-total", "$64.50"), LabelledAmount("Shipping", "free"), LabelledAmount("Gift card ····7KQ2", "−$50.00"),
            LabelledAmount("To pay", "$14.50"),
        ])
        XCTAssertEqual(viewModel.question, "Place the order for 1 item, $14.50 to pay?")
    }

    func test_question_saysWhatALargerCardKeepsForLater() throws {
        let question = try questionAboutATote(card: makeGiftCard("BIG-9ZZ1", cents: 10_000), paid: 0)

        XCTAssertEqual(CheckoutPresenter(money: money, payments: .shop).question(question).amounts.last, LabelledAmount("The card keeps", "$35.50"))
    }

    func test_question_offersAGiftCardCode() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))

        XCTAssertEqual(CheckoutPresenter(money: money, payments: .shop).question(CheckoutQuestion(cart: cart)).codeOffer, "a code")
    }

    func test_question_saysWhyACodeCouldNotBeUsed_revealingNothingOfTheCodesThatExist() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let question = try CheckoutQuestion(cart: cart, payments: [], codeProblem: .refused(.unknownGiftCard))

        let problem = CheckoutPresenter(money: money, payments: .shop).question(question).codeProblem

        XCTAssertEqual(problem, ErrorViewModel(kind: "unknown-gift-card", message: "no gift card with that code"))
    }

    func test_aSpentCard_isSaidToBeSpentByItsEndingOnly() {
        let error = ShopErrorPresenter(money: money).map(.refused(.giftCardSpent(ending: "7KQ2")))

        XCTAssertEqual(error, ErrorViewModel(kind: "gift-card-spent", message: "the gift card ····7KQ2 is spent: nothing is left on it"))
    }

    func test_aCardSpentElsewhereWhileTheCustomerDecided_isSaidAsThat() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let agreed = card.payment(toward: cart.total, havingPaid: dollars(cents: 0))
        let question = try CheckoutQuestion(
            cart: cart, payments: [PlannedPayment(card.payment(toward: cart.total, havingPaid: dollars(cents: 3_000)))], spentElsewhere: [agreed]
        )

        let change = CheckoutPresenter(money: money, payments: .shop).question(question).change

        XCTAssertEqual(change, ErrorViewModel(
            kind: "spent-elsewhere",
            message: "nothing was ordered: a payment was spent elsewhere while you decided: Gift card ····7KQ2 now pays $20.00, not $50.00"
        ))
    }

    func test_receipt_showsTheCardsPartAndWhatWasLeftToPayAfterTheTotal() throws {
        let receipt = ReceiptPresenter(money: money, payments: .shop).map(try orderOfATote(paidByCard: 5_000))

        XCTAssertEqual(receipt.totals, [
            LabelledAmount("Total", "$64.50"), LabelledAmount("Gift card ····7KQ2", "−$50.00"), LabelledAmount("To pay", "$14.50"),
        ])
    }

    func test_ordersList_showsTheCardsPartBesideTheTotal() throws {
        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: .shop)
            .map(makeOrderPage([try orderOfATote(paidByCard: 5_000)]))

        XCTAssertEqual(viewModel.rows.map(\.payments), ["−$50.00 gift card"])
    }

    func test_balance_saysWhatIsLeftOfWhatTheCardWasIssuedFor_orThatItIsSpent() {
        let presenter = GiftCardPresenter(money: money)

        XCTAssertEqual(presenter.map(GiftCardBalance(card: card, paid: dollars(cents: 1_450))).text, "Gift card ····7KQ2: $35.50 left of $50.00.")
        XCTAssertEqual(presenter.map(GiftCardBalance(card: card, paid: dollars(cents: 5_000))).text, "Gift card ····7KQ2 is spent: nothing is left of $50.00.")
    }

    func test_noTextNamesMoreOfTheCodeThanItsEnding() throws {
        let texts = [
            CheckoutPresenter(money: money, payments: .shop).question(try questionAboutATote(card: card, paid: 0)).amounts.map(\.label).joined(),
            GiftCardPresenter(money: money).map(GiftCardBalance(card: card, paid: dollars(cents: 0))).text,
        ]

        XCTAssertFalse(texts.contains { $0.uppercased().contains("WINTER") }, "\(texts)")
    }

    private func questionAboutATote(card: GiftCard, paid: Int) throws -> CheckoutQuestion {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let pays = card.payment(toward: cart.total, havingPaid: dollars(cents: paid))
        let left = card.balance(havingPaid: dollars(cents: paid + pays.amount.minorUnits))
        return try CheckoutQuestion(cart: cart, payments: [PlannedPayment(pays, keeps: left)])
    }

    private func orderOfATote(paidByCard cents: Int) throws -> Order {
        try Order(
            number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450),
            payments: [Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: cents))]
        )
    }
}
