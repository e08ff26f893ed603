import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

final class CheckoutPresenterTests: XCTestCase {
    private let sut = CheckoutPresenter(money: MoneyFormatter(localeIdentifier: "en_US"), payments: .shop)

    func test_question_namesHowManyItemsAndTheTotal() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 6, priceCents: 18_900), quantity: 2), WishListLine(makeProduct(id: 1, priceCents: 6_450)),
        ]))

        XCTAssertEqual(sut.question(CheckoutQuestion(cart: cart)), CheckoutQuestionViewModel(change: nil, question: "Place the order for 3 items, $442.50 in all?", codeOffer: "a code"))
    }

    func test_question_namesEveryPriceThatChangedSinceItWasWishedFor() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 6, name: "Wool Throw", priceCents: 19_900), priceWhenAdded: dollars(cents: 18_900)),
            WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_000), priceWhenAdded: dollars(cents: 6_450)),
            WishListLine(makeProduct(id: 2, priceCents: 100), priceWhenAdded: dollars(cents: 100)),
        ]))

        XCTAssertEqual(
            sut.question(CheckoutQuestion(cart: cart)).question,
            "Place the order for 3 items, $260.00 in all, with \"Wool Throw\" at $199.00 (was $189.00) and \"Tote\" at $60.00 (was $64.50)?"
        )
    }

    func test_questionAskedAgain_saysNothingWasOrderedAndHowTheCartChanged() throws {
        let now = try Cart(wishList: PricedWishList(currency: usd, lines: [try WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_450), quantity: 3)]))
        let changes: [CartChange] = [
            .quantity(now.lines[0], was: 1), .added(try WishListLine(makeProduct(id: 2, name: "Lamp"))),
            .gone(try WishListLine(makeProduct(id: 3, name: "Stool"))), .price(now.lines[0], was: dollars(cents: 6_000)),
        ]

        let viewModel = sut.question(CheckoutQuestion(cart: now, changes: changes))

        XCTAssertEqual(viewModel.change, ErrorViewModel(
            kind: "cart-changed",
            message: "nothing was ordered: your cart changed while you decided: \"Tote\" is now 3, not 1, \"Lamp\" was added, \"Stool\" is gone and "
                + "\"Tote\" now costs $64.50, not $60.00"
        ))
        XCTAssertEqual(viewModel.question, "Place the order for 3 items, $193.50 in all?")
    }

    func test_question_namesWhatIsNoLongerSoldAndLeftOut() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1, priceCents: 6_450))], unsold: [entry(9)]))

        XCTAssertEqual(sut.question(CheckoutQuestion(cart: cart)).question, "#9 is no longer sold and is left out. Place the order for 1 item, $64.50 in all?")
    }

    func test_receipt_saysWhatWasLeftOutAsNoLongerSoldAndThatItStaysOnTheWishList() throws {
        let order = try! Order(number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))

        guard case let .receipt(receipt) = sut.map(.placed(order, leftOut: [entry(9), entry(12)])) else { return XCTFail("a receipt") }

        XCTAssertTrue(receipt.footer.hasSuffix(" #9 and #12 are no longer sold and were left out: they stay on your wish list."), receipt.footer)
    }

    func test_map_givesTheReceiptOfAPlacedOrderAndSaysWhenNothingWasOrdered() throws {
        let order = try! Order(number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))

        XCTAssertEqual(sut.map(.placed(order)), .receipt(ReceiptPresenter(money: MoneyFormatter(localeIdentifier: "en_US"), payments: .shop).map(order)))
        XCTAssertEqual(sut.map(.declined), .message(MessageViewModel(text: "Checkout cancelled: nothing was ordered.")))
    }

    func test_map_saysAnOrderFoundPlacedByAnEarlierAttemptWasNotOrderedTwice() throws {
        let order = try! Order(number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))

        guard case let .receipt(receipt) = sut.map(.placedEarlier(order)) else { return XCTFail("a receipt") }

        XCTAssertEqual(receipt.title, "Order #1001 was placed by your earlier attempt: nothing was ordered twice.")
        XCTAssertEqual(receipt.lines.map(\.name), ["Tote"])
        XCTAssertEqual(receipt.footer, "Shipping is free. Your wish list no longer holds what that order bought.")
    }

    func test_document_isTheOrderOrTheMessageUnderItsOwnKey() throws {
        let documents = DocumentPresenter(money: MoneyFormatter(localeIdentifier: "en_US"))
        let order = try! Order(number: 1001, lines: [], total: dollars(cents: 0))

        XCTAssertEqual(documents.checkout(.placed(order)).key, "order")
        XCTAssertEqual(documents.checkout(.declined), .message("Checkout cancelled: nothing was ordered."))
        XCTAssertEqual(documents.checkout(.declined).key, "message")
        XCTAssertEqual(documents.checkout(.placedEarlier(order)), .order(documents.order(order, earlierAttempt: true)))
        XCTAssertEqual(documents.order(order, earlierAttempt: true).earlierAttempt, true)
        XCTAssertNil(documents.order(order).earlierAttempt)
    }
}
