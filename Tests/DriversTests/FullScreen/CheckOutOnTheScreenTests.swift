import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The cart's last row is "Check out": Enter on it checks out, the question is a dialog that `y` answers yes and any
/// other key no, and the receipt follows. The dialog stands over the cart it asks about: when the checkout asks again
/// because the cart changed while the customer decided, the cart and the wish list behind it are the ones asked about.
/// Taking off the line to mend moves on to the next one, then to "Check out".
final class CheckOutOnTheScreenTests: XCTestCase {
    func test_c_opensTheCartWithCheckOutSelected_soThatEnterAsks() throws {
        var sut = try cartScreen()

        XCTAssertTrue(sut.isCheckoutSelected)
        XCTAssertEqual(changes(sut.press(.enter)), [.checkOut])
    }

    func test_c_onACartThatCannotBeBought_selectsTheLineToMend_andATakesThatLineOff() throws {
        let products = [makeProduct(id: 1), makeProduct(id: 2, stock: 0), makeProduct(id: 3)]
        var sut = openScreen(wished: products)
        let cart = try Cart(wishList: makeWishList(products))

        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))

        XCTAssertFalse(sut.isCheckoutSelected)
        XCTAssertEqual(sut.row(of: .cart), 1)
        XCTAssertEqual(changes(sut.press(.text("a"))), [.remove(ProductID(2)!)])
    }

    func test_takingOffTheLineToMend_selectsTheNextLineToMend_thenCheckOutOnceTheCartCanBeBought() throws {
        let products = [makeProduct(id: 1), makeProduct(id: 2, stock: 0), makeProduct(id: 3), makeProduct(id: 4, stock: 0)]
        var sut = openScreen(wished: products)
        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList(products)))))

        try answer(sut.press(.text("a")), of: &sut, withACartOf: [products[0], products[2], products[3]])
        XCTAssertEqual(sut.selectedProduct, ProductID(4), "the next line to mend")
        try answer(sut.press(.text("a")), of: &sut, withACartOf: [products[0], products[2]])

        XCTAssertTrue(sut.isCheckoutSelected)
    }

    func test_theStatusLine_offersTheKeyForTheLineToMendAlone_theTextUnderTheCartNamesEveryLine() throws {
        let products = [makeProduct(id: 1), makeProduct(id: 2, stock: 0), makeProduct(id: 3), makeProduct(id: 4, stock: 0)]
        var sut = openScreen(columns: 120, rows: 40, wished: products)
        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList(products)))))

        let lines = ScreenView(style: screenStyle).frame(sut).lines
        let status = lines[sut.layout.statusRow]

        XCTAssertTrue(status.hasPrefix("a on #2 takes it off  "), status)
        XCTAssertFalse(status.contains("#4"), status)
        XCTAssertTrue(lines.dropLast().joined().contains("a on #4 takes it off"), lines.joined(separator: "\n"))
    }

    func test_takingOffALineThatNeedsNoMending_keepsTheRowSelected() throws {
        let products = [makeProduct(id: 1), makeProduct(id: 2), makeProduct(id: 3, stock: 0)]
        var sut = openScreen(wished: products)
        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList(products)))))
        _ = sut.press(.home)

        try answer(sut.press(.text("a")), of: &sut, withACartOf: [products[1], products[2]])

        XCTAssertEqual(sut.row(of: .cart), 0)
    }

    func test_c_onACartWithNoLineToMend_selectsItsFirstLine() throws {
        var sut = openScreen()
        _ = sut.press(.down)
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [], unsold: [entry(7), entry(8)]))

        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))

        XCTAssertEqual(sut.row(of: .cart), 0)
    }

    func test_theCartReadAgainAfterAChange_keepsTheRowTheCustomerSelected() throws {
        var sut = try cartScreen()
        let change = request(in: sut.press(.up, .text("+")), for: .change)!
        let after = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))

        let refresh = sut.answer(change, with: .message(MessageViewModel(text: "Your wish list now holds 2 of Product 2.")))
        _ = sut.answer(request(in: refresh, for: .cart)!, with: .cart(screenPresenters.cart(after)))

        XCTAssertEqual(sut.row(of: .cart), 1)
    }

    func test_theCartReadAgainWithALineAddedBeforeCheckOut_keepsCheckOutSelected_soThatEnterStillChecksOut() throws {
        var sut = try cartScreen()
        let refresh = sut.update(.finished(request(in: sut.press(.up, .text("+")), for: .change)!, .done))
        _ = sut.press(.down)
        XCTAssertTrue(sut.isCheckoutSelected)
        let longer = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 3), makeProduct(id: 2)]))

        _ = sut.answer(request(in: refresh, for: .cart)!, with: .cart(screenPresenters.cart(longer)))

        XCTAssertTrue(sut.isCheckoutSelected)
        XCTAssertEqual(changes(sut.press(.enter)), [.checkOut])
    }

    func test_aListReadAgainWithALineGoneBeforeTheSelectedOne_keepsTheSameProductSelected() throws {
        var sut = openScreen(wished: [makeProduct(id: 1), makeProduct(id: 2), makeProduct(id: 3)])
        _ = sut.answer(request(in: sut.press(.text("w")), for: .wishList)!, with: .wishList(screenPresenters.wishList(makeWishList([
            makeProduct(id: 1), makeProduct(id: 2), makeProduct(id: 3),
        ]))))
        _ = sut.press(.down)
        let fewer = screenPresenters.wishList(makeWishList([makeProduct(id: 2), makeProduct(id: 3)]))

        _ = sut.answer(request(in: sut.press(.text("w")), for: .wishList)!, with: .wishList(fewer))

        XCTAssertEqual(sut.selectedProduct, ProductID(2))
    }

    func test_enterOnCheckOut_checksOut() throws {
        var sut = try cartScreen()

        _ = sut.press(.end)

        XCTAssertTrue(sut.isCheckoutSelected)
        XCTAssertEqual(changes(sut.press(.enter)), [.checkOut])
    }

    func test_aCartThatCannotBeBought_offersNoCheckOutRowAndEnterChecksNothingOut() throws {
        var sut = openScreen()
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2, stock: 0)]))
        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))

        _ = sut.press(.end)

        XCTAssertFalse(sut.isCheckoutSelected)
        XCTAssertEqual(sut.row(of: .cart), 1, "the last product is the last row")
        XCTAssertEqual(changes(sut.press(.enter)), [])
        let drawn = ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(sut).lines.joined(separator: "\n")
        XCTAssertFalse(drawn.contains("Check out"), drawn)
    }

    func test_theQuestion_isADialogThatYAnswersYes() throws {
        var sut = try cartScreen()
        _ = sut.press(.end, .enter)

        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1), makeProduct(id: 2)]))
        XCTAssertEqual(sut.overlay, .confirmCheckout(CheckoutDialog(question: CheckoutQuestionViewModel(change: nil, question: "Place the order for 2 items, $20.00 in all?", codeOffer: "a code"), fields: PaymentFeatures.shop.dialogFields)))

        XCTAssertEqual(sut.press(.text("y")), [.answerCheckout(.yes)])
        XCTAssertNil(sut.overlay)
    }

    func test_anyOtherKey_answersTheQuestionNo() throws {
        var sut = try cartScreen()
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        XCTAssertEqual(sut.press(.text("q")), [.answerCheckout(.no)])
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

    func test_theReceiptsStatusLine_saysEscGoesBack_andOffersNoRowsToMove() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([makeProduct(id: 1)])))
        guard case let .receipt(receipt) = screenPresenters.checkout(.placed(order)) else { return XCTFail("no receipt") }

        _ = sut.answer(checkout, with: .checkout(.receipt(receipt)))

        let status = ScreenView(style: screenStyle).frame(sut).lines.last ?? ""
        XCTAssertTrue(status.contains("Esc back"), status)
        XCTAssertFalse(status.contains("move"), status)
    }

    func test_aDeclinedCheckout_saysSoInANotice() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!

        _ = sut.answer(checkout, with: .checkout(.message(MessageViewModel(text: "Checkout cancelled: nothing was ordered."))))

        XCTAssertEqual(sut.place, .cart)
        XCTAssertEqual(sut.notice, .message("Checkout cancelled: nothing was ordered."))
    }

    func test_aQuestionAskedAgain_showsHowTheCartChangedOverTheCartAndWishListItIsAbout() throws {
        var sut = try cartScreen()
        _ = sut.press(.end, .enter)
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1), makeProduct(id: 2)]))
        _ = sut.press(.text("y"))
        let now = [makeProduct(id: 1)], gone = try WishListLine(makeProduct(id: 2))

        let effects = sut.update(try checkoutQuestion(about: now, changes: [.gone(gone)]))

        let question = screenPresenters.question(CheckoutQuestion(cart: try Cart(wishList: makeWishList(now)), changes: [.gone(gone)]))
        XCTAssertEqual(effects, [])
        XCTAssertEqual(sut.overlay, .confirmCheckout(CheckoutDialog(question: question.viewModel, fields: question.codeFields)))
        XCTAssertEqual(question.viewModel.change?.kind, "cart-changed")
        XCTAssertEqual(sut.cart, question.cart)
        XCTAssertEqual(sut.wishList, question.wishList)
    }

    func test_aReadOfTheCartUnderWayWhenTheQuestionComes_isOlderAndLeftUnshown() throws {
        var sut = try cartScreen()
        let olderRead = request(in: sut.press(.text("c")), for: .cart)!
        _ = sut.press(.end, .enter)
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        _ = sut.answer(olderRead, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList([makeProduct(id: 3)])))))

        XCTAssertEqual(sut.cart?.productIDs, [id(1)], "the cart the question is about stays")
    }

    func test_theQuestionAfterACheckoutThatFailedOtherwise_saysNoChange() throws {
        var sut = try cartScreen()
        let checkout = request(in: sut.press(.end, .enter), for: .change)!
        let timeout = ErrorViewModel(kind: "timeout", message: "the shop did not answer in time: try again")
        _ = sut.update(.failed(checkout, timeout))
        _ = sut.update(.finished(checkout, .failed(.dataAccess(.timedOut))))

        _ = sut.press(.text("r"))
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1), makeProduct(id: 2)]))

        XCTAssertEqual(sut.overlay, .confirmCheckout(CheckoutDialog(question: CheckoutQuestionViewModel(change: nil, question: "Place the order for 2 items, $20.00 in all?", codeOffer: "a code"), fields: PaymentFeatures.shop.dialogFields)))
    }

    /// Answers the change in `effects` as made, and the cart and the wish list it reads again with `products`.
    private func answer(_ effects: [ScreenEffect], of model: inout ScreenModel, withACartOf products: [Product]) throws {
        let refresh = model.answer(request(in: effects, for: .change)!, with: .message(MessageViewModel(text: "Removed.")))
        _ = model.answer(request(in: refresh, for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList(products)))))
        if let wishList = request(in: refresh, for: .wishList) {
            _ = model.answer(wishList, with: .wishList(screenPresenters.wishList(makeWishList(products))))
        }
    }

    private func cartScreen() throws -> ScreenModel {
        var model = openScreen()
        let effects = model.press(.text("c"))
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))
        _ = model.answer(request(in: effects, for: .cart)!, with: .cart(screenPresenters.cart(cart)))
        return model
    }
}
