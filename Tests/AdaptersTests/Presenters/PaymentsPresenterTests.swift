import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Payments laid out without knowing the instrument: each as a labelled amount, named as the wording table words its
/// kind, in the order applied, then what is left to pay; in the orders list in a few words; in JSON by the kind's name.
/// A voucher stands in for any kind a feature adds.
final class PaymentsPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")
    private let voucher = PaymentKind("voucher")
    private var wording: PaymentWording {
        PaymentWording([
            PaymentWording.Entry(kind: voucher, noun: "voucher", keeps: "The voucher keeps", label: { "Voucher \($0)" }), GiftCardText.wording,
        ])
    }

    func test_receipt_laysOutEachPaymentInTheOrderAppliedThenWhatWasLeftToPay() throws {
        let receipt = ReceiptPresenter(money: money, payments: wording).map(try order(paying: [voucherPayment(1_000), cardPayment(5_000)]))

        XCTAssertEqual(receipt.totals, [
            LabelledAmount("Total", "$64.50"), LabelledAmount("Voucher TEN", "−$10.00"), LabelledAmount("Gift card ····7KQ2", "−$50.00"),
            LabelledAmount("To pay", "$4.50"),
        ])
    }

    func test_receipt_ofAnOrderNothingPaidPartOf_showsItsTotalAlone() throws {
        XCTAssertEqual(ReceiptPresenter(money: money, payments: wording).map(try order(paying: [])).totals, [LabelledAmount("Total", "$64.50")])
    }

    func test_aKindNoFeatureWorded_isNamedByItsNameAndReference() throws {
        let receipt = ReceiptPresenter(money: money, payments: PaymentWording([])).map(try order(paying: [voucherPayment(1_000)]))

        XCTAssertEqual(receipt.totals[1], LabelledAmount("voucher TEN", "−$10.00"))
    }

    func test_question_showsWhatMakesUpTheTotal_eachPayment_whatIsLeft_andWhatEachInstrumentKeeps() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let question = try CheckoutQuestion(cart: cart, payments: [
            PlannedPayment(voucherPayment(1_000), keeps: dollars(cents: 500)), PlannedPayment(cardPayment(5_000), keeps: dollars(cents: 0)),
        ])

        let viewModel = CheckoutPresenter(money: money, payments: wording).question(question)

        XCTAssertEqual(viewModel.amounts, [
            LabelledAmount("Sub-total", "$64.50"), LabelledAmount("Shipping", "free"), LabelledAmount("Voucher TEN", "−$10.00"),
            LabelledAmount("Gift card ····7KQ2", "−$50.00"), LabelledAmount("To pay", "$4.50"), LabelledAmount("The voucher keeps", "$5.00"),
        ])
        XCTAssertEqual(viewModel.question, "Place the order for 1 item, $4.50 to pay?")
    }

    func test_question_offersACodeOfEveryKindWorded_orNoneWithoutKinds() throws {
        let question = CheckoutQuestion(cart: try Cart(wishList: makeWishList([makeProduct(id: 1)])))

        XCTAssertEqual(CheckoutPresenter(money: money, payments: wording).question(question).codeOffer, "a code", "several kinds of code are offered as one, so the question fits a line")
        XCTAssertEqual(CheckoutPresenter(money: money, payments: PaymentWording([GiftCardText.wording])).question(question).codeOffer, "a gift card code")
        XCTAssertNil(CheckoutPresenter(money: money, payments: PaymentWording([])).question(question).codeOffer)
    }

    func test_aPaymentWhoseInstrumentWasSpentWhollyElsewhere_isSaidToHaveNothingLeft() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let question = try CheckoutQuestion(cart: cart, payments: [], spentElsewhere: [voucherPayment(1_000)])

        XCTAssertEqual(
            CheckoutPresenter(money: money, payments: wording).question(question).change?.message,
            "nothing was ordered: a payment was spent elsewhere while you decided: Voucher TEN has nothing left"
        )
    }

    func test_ordersList_namesEachPaymentInAFewWords() throws {
        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: wording)
            .map(makeOrderPage([try order(paying: [voucherPayment(1_000), cardPayment(5_000)]), try order(paying: [])]))

        XCTAssertEqual(viewModel.rows.map(\.payments), ["−$10.00 voucher, −$50.00 gift card", nil])
    }

    func test_orderDocument_carriesThePaymentsByKindAndWhatWasLeftToPayAsMoney_leavingThemOutWhenNothingPaid() throws {
        let document = DocumentPresenter(money: money).order(try order(paying: [voucherPayment(1_000)]))

        XCTAssertEqual(document.payments?.map(\.kind), ["voucher"])
        XCTAssertEqual(document.payments?.map(\.reference), ["TEN"])
        XCTAssertEqual(document.payments?.map(\.amount.minorUnits), [1_000])
        XCTAssertEqual(document.toPay?.minorUnits, 5_450)
        XCTAssertNil(DocumentPresenter(money: money).order(try order(paying: [])).payments)
        XCTAssertNil(DocumentPresenter(money: money).order(try order(paying: [])).toPay)
    }

    private func voucherPayment(_ cents: Int) -> Payment {
        Payment(kind: voucher, reference: "TEN", amount: dollars(cents: cents))
    }

    private func cardPayment(_ cents: Int) -> Payment {
        Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: cents))
    }

    private func order(paying payments: [Payment]) throws -> Order {
        try Order(
            number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450),
            payments: payments
        )
    }
}
