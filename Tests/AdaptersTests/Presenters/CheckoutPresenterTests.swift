import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

final class CheckoutPresenterTests: XCTestCase {
    private let sut = CheckoutPresenter(money: MoneyFormatter(localeIdentifier: "en_US"))

    func test_question_namesHowManyItemsAndTheTotal() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 6, priceCents: 18_900), quantity: 2), WishListLine(makeProduct(id: 1, priceCents: 6_450)),
        ]))

        XCTAssertEqual(sut.question(for: cart), "Place the order for 3 items, $442.50 in all?")
    }

    func test_question_namesEveryPriceThatChangedSinceItWasWishedFor() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 6, name: "Wool Throw", priceCents: 19_900), priceWhenAdded: dollars(cents: 18_900)),
            WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_000), priceWhenAdded: dollars(cents: 6_450)),
            WishListLine(makeProduct(id: 2, priceCents: 100), priceWhenAdded: dollars(cents: 100)),
        ]))

        XCTAssertEqual(
            sut.question(for: cart),
            "Place the order for 3 items, $260.00 in all, with \"Wool Throw\" at $199.00 (was $189.00) and \"Tote\" at $60.00 (was $64.50)?"
        )
    }

    func test_map_givesTheReceiptOfAPlacedOrderAndSaysWhenNothingWasOrdered() throws {
        let order = try! Order(number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))

        XCTAssertEqual(sut.map(.placed(order)), .receipt(ReceiptPresenter(money: MoneyFormatter(localeIdentifier: "en_US")).map(order)))
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
