import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The cart's last row is "Check out": Enter on it checks out, the question is a dialog that `y` answers yes and any
/// other key no, and the receipt follows.
final class CheckOutOnTheScreenTests: XCTestCase {
    func test_enterOnCheckOut_checksOut() throws {
        var sut = try cartScreen()

        _ = sut.press(.end)

        XCTAssertTrue(sut.isCheckoutSelected)
        XCTAssertEqual(changes(sut.press(.enter)), [.checkOut])
    }

    func test_theQuestion_isADialogThatYAnswersYes() throws {
        var sut = try cartScreen()
        _ = sut.press(.end, .enter)

        _ = sut.update(.checkoutQuestion("Place the order for 2 items, $20.00 in all?"))
        XCTAssertEqual(sut.overlay, .confirmCheckout("Place the order for 2 items, $20.00 in all?"))

        XCTAssertEqual(sut.press(.text("y")), [.answerCheckout(true)])
        XCTAssertNil(sut.overlay)
    }

    func test_anyOtherKey_answersTheQuestionNo() throws {
        var sut = try cartScreen()
        _ = sut.update(.checkoutQuestion("Place the order?"))

        XCTAssertEqual(sut.press(.text("q")), [.answerCheckout(false)])
    }

    func test_theReceipt_followsThePlacedOrderAndTheCatalogueIsAskedForAgain() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([makeProduct(id: 1)])))
        guard case let .receipt(receipt) = screenPresenters.checkout(.placed(order)) else { return XCTFail("no receipt") }

        let effects = sut.answer(checkout, with: .checkout(.receipt(receipt)))

        XCTAssertEqual(sut.place, .receipt)
        XCTAssertEqual(sut.receipt, receipt)
        XCTAssertEqual(loads(effects), [.wishList, .cart, .catalogue(CatalogueQuery(pageSize: PageSize(20)!))])
    }

    func test_aDeclinedCheckout_saysSoInANotice() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!

        _ = sut.answer(checkout, with: .checkout(.message(MessageViewModel(text: "Checkout cancelled: nothing was ordered."))))

        XCTAssertEqual(sut.place, .cart)
        XCTAssertEqual(sut.notice, .message("Checkout cancelled: nothing was ordered."))
    }

    private func cartScreen() throws -> ScreenModel {
        var model = openScreen()
        let effects = model.press(.text("c"))
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))
        _ = model.answer(request(in: effects, for: .cart)!, with: .cart(screenPresenters.cart(cart)))
        return model
    }
}
