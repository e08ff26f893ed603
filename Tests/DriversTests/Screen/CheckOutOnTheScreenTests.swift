import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The cart's last row is "Check out": Enter on it checks out, the question is a dialog that `y` answers yes and any
/// other key no, and the receipt follows. When the cart changed while the customer decided, nothing is bought and the
/// next dialog says how it changed, asking about the cart as it is now.
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
        XCTAssertEqual(sut.overlay, .confirmCheckout("Place the order for 2 items, $20.00 in all?", cartChange: nil))

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
        XCTAssertFalse(sut.showsDetail, "the receipt stands in the list's place, not a product")
        XCTAssertEqual(loads(effects), [.wishList, .cart, .catalogue(screenQuery(pageSize: PageSize(20)!))])
    }

    func test_aDeclinedCheckout_saysSoInANotice() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!

        _ = sut.answer(checkout, with: .checkout(.message(MessageViewModel(text: "Checkout cancelled: nothing was ordered."))))

        XCTAssertEqual(sut.place, .cart)
        XCTAssertEqual(sut.notice, .message("Checkout cancelled: nothing was ordered."))
    }

    func test_aCartThatChangedWhileTheCustomerDecided_isAskedAboutAgainSayingHow() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!
        _ = sut.update(.checkoutQuestion("Place the order for 2 items, $20.00 in all?"))
        _ = sut.press(.text("y"))
        let (refusal, error) = try cartChangedRefusal()

        _ = sut.update(.failed(checkout, error))
        let effects = sut.update(.finished(checkout, .failed(refusal)))
        _ = sut.update(.checkoutQuestion("Place the order for 1 item, $10.00 in all?"))

        XCTAssertEqual(changes(effects), [.checkOut])
        XCTAssertEqual(loads(effects), [.wishList, .cart])
        XCTAssertEqual(sut.overlay, .confirmCheckout("Place the order for 1 item, $10.00 in all?", cartChange: error.message))
        XCTAssertNil(sut.notice, "the dialog says it")
        XCTAssertEqual(sut.retries, [], "nothing for r to do: the checkout is asked again")
    }

    func test_theQuestionAfterACheckoutThatFailedOtherwise_saysNoChange() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!
        let timeout = ErrorViewModel(kind: "timeout", message: "the shop did not answer in time: try again")
        _ = sut.update(.failed(checkout, timeout))
        _ = sut.update(.finished(checkout, .failed(.dataAccess(.timedOut))))

        _ = sut.press(.text("r"))
        _ = sut.update(.checkoutQuestion("Place the order for 2 items, $20.00 in all?"))

        XCTAssertEqual(sut.overlay, .confirmCheckout("Place the order for 2 items, $20.00 in all?", cartChange: nil))
    }

    /// The refusal of a checkout whose cart of products 1 and 2 lost product 2 while the customer decided, and its view
    /// model as the presenters word it.
    private func cartChangedRefusal() throws -> (ShopError, ErrorViewModel) {
        let asked = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))
        let now = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        let refusal = ShopError.refused(.cartChanged(now.changes(since: asked), now: now))
        return (refusal, ShopErrorPresenter(money: screenPresenters.money).map(refusal))
    }

    private func cartScreen() throws -> ScreenModel {
        var model = openScreen()
        let effects = model.press(.text("c"))
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))
        _ = model.answer(request(in: effects, for: .cart)!, with: .cart(screenPresenters.cart(cart)))
        return model
    }
}
