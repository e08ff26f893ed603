import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A promotion's words: its discount a labelled amount naming its code (a promotion is no secret), in the orders list
/// in a few words, offered among the codes at checkout; items below its minimum refused saying the minimum.
final class PromotionWordsTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_receipt_showsTheDiscountAsALabelledAmountNamingTheCode_beforeTheCard() throws {
        let receipt = ReceiptPresenter(money: money, payments: .shop).map(try order(paying: [discount(645), card(5_000)]))

        XCTAssertEqual(receipt.totals, [
            LabelledAmount("Total", "$64.50"), LabelledAmount("Promotion AUTUMN10", "−$6.45"), LabelledAmount("Gift card ····7KQ2", "−$50.00"),
            LabelledAmount("To pay", "$8.05"),
        ])
    }

    func test_question_showsTheDiscountUnderTheItemsAndWhatIsLeftToPay_keepingNothing() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let question = try CheckoutQuestion(cart: cart, payments: [PlannedPayment(discount(645))])

        let viewModel = CheckoutPresenter(money: money, payments: .shop).question(question)

        XCTAssertEqual(viewModel.amounts, [
            LabelledAmount("Sub-total", "$64.50"), LabelledAmount("Shipping", "free"), LabelledAmount("Promotion AUTUMN10", "−$6.45"),
            LabelledAmount("To pay", "$58.05"),
        ])
    }

    func test_ordersList_namesTheDiscountInAFewWords() throws {
        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: .shop)
            .map(makeOrderPage([try order(paying: [discount(645)])]))

        XCTAssertEqual(viewModel.rows.map(\.payments), ["−$6.45 promotion"])
    }

    func test_question_offersAPromotionCodeBesideTheCards() throws {
        let question = CheckoutQuestion(cart: try Cart(wishList: makeWishList([makeProduct(id: 1)])))

        XCTAssertEqual(CheckoutPresenter(money: money, payments: .shop).question(question).codeOffer, "a code")
    }

    func test_itemsBelowTheMinimum_areRefusedSayingTheMinimum() {
        let error = ShopErrorPresenter(money: money).map(.refused(.belowMinimumOrder(dollars(cents: 5_000))))

        XCTAssertEqual(error.kind, "below-minimum-order")
        XCTAssertEqual(error.message, "that code needs items of at least $50.00 before shipping")
    }

    private func discount(_ cents: Int) -> Payment {
        Payment(kind: .promotion, reference: "AUTUMN10", amount: dollars(cents: cents))
    }

    private func card(_ cents: Int) -> Payment {
        Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: cents))
    }

    private func order(paying payments: [Payment]) throws -> Order {
        try Order(
            number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450),
            payments: payments
        )
    }
}
