import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A key typed while the screen it acts on loads acts on that screen once it is there, or is dropped with a word in the
/// status line; never on the screen behind it. `c` then Enter checks out however long the cart takes; keys typed while
/// a checkout works wait for its question (which drops them: no key typed before it came may answer it) or for its
/// receipt (which takes them); `q` still leaves.
final class TakeKeysWhileAScreenLoadsTests: XCTestCase {
    func test_enterTypedWhileTheCartOpens_checksOutOnceTheCartIsThere() throws {
        var sut = openScreen()
        let opening = sut.press(.text("c"))

        XCTAssertEqual(sut.press(.enter), [], "nothing is checked out before the cart shows")
        let shown = sut.answer(request(in: opening, for: .cart)!, with: try cart(of: [makeProduct(id: 1)]))

        XCTAssertEqual(changes(shown), [.checkOut])
    }

    func test_aCThenEnter_whileTheAddIsSaved_checksOutTheCartThatHoldsIt() throws {
        var sut = openScreen()
        let add = request(in: sut.press(.text("a")), for: .change)!
        let opening = sut.press(.text("c"))
        // The cart read before the add is saved is still empty.
        _ = sut.answer(request(in: opening, for: .cart)!, with: try cart(of: []))

        XCTAssertEqual(sut.press(.enter), [], "Enter waits for the cart that holds what was added")
        let refresh = sut.answer(add, with: .message(MessageViewModel(text: "Added \"Product 1\".")))
        let shown = sut.answer(request(in: refresh, for: .cart)!, with: try cart(of: [makeProduct(id: 1)]))

        XCTAssertEqual(changes(shown), [.checkOut])
    }

    func test_keysTypedAfterEnterBeforeTheCartCame_neverActOnTheCatalogueAndTheQuestionDropsThem() throws {
        var sut = openScreen()
        let opening = sut.press(.text("c"))
        XCTAssertEqual(sut.press(.enter, .text("g"), .text("a"), .text("s"), .text("5")), [])

        let shown = sut.answer(request(in: opening, for: .cart)!, with: try cart(of: [makeProduct(id: 1)]))
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        XCTAssertEqual(changes(shown), [.checkOut], "nothing added, rated or sorted")
        XCTAssertEqual(loads(shown).filter { if case .catalogue = $0 { true } else { false } }, [])
        XCTAssertEqual(sut.place, .cart)
        XCTAssertEqual(sut.typedAhead, [])
        XCTAssertEqual(sut.droppedKeys, 4)
        XCTAssertEqual(status(of: sut), "4 keys typed before the question were dropped  y places the order  p promotion")
    }

    func test_theWordOfTheDroppedKeys_goesWithTheNextKey() throws {
        var sut = try checkingOut()
        _ = sut.press(.text("x"))
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        _ = sut.press(.text("g"))

        XCTAssertEqual(sut.droppedKeys, 0)
        XCTAssertEqual(status(of: sut), "⏎ applies it  Esc back")
    }

    func test_theWordOfTheDroppedKeys_saysItShorterInANarrowWindow() throws {
        var sut = try checkingOut(columns: 40, rows: 15)
        _ = sut.press(.text("x"))

        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        XCTAssertEqual(status(of: sut), "1 key dropped  y orders")
    }

    func test_enterPressedAgainWhileTheCheckoutIsUnderWay_startsNoSecondCheckout() throws {
        var sut = try checkingOut()

        XCTAssertEqual(changes(sut.press(.enter)), [], "before its question")
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        _ = sut.press(.text("y"))
        XCTAssertEqual(changes(sut.press(.enter, .text("r"))), [], "while the order is placed")
        XCTAssertEqual(sut.requests.values.filter { if case .change = $0 { true } else { false } }.count, 1)
    }

    func test_keysTypedWhileTheOrderIsPlaced_actOnTheReceiptOnceItComes() throws {
        var sut = try checkingOut()
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        _ = sut.press(.text("y"))
        XCTAssertEqual(sut.press(.text("o")), [])

        let checkout = self.checkout(in: sut)
        _ = sut.update(.loaded(checkout, .checkout(.receipt(try placedReceipt()))))
        let ended = sut.update(.finished(checkout, .done))

        XCTAssertEqual(sut.place, .orders)
        XCTAssertTrue(loads(ended).contains(.orders(OrdersQuery(pageSize: sut.layout.pageSize))), "\(ended)")
    }

    func test_q_whileTheCheckoutAwaitsItsQuestion_leavesOnceTheCheckoutEnds() throws {
        var sut = try checkingOut()

        XCTAssertEqual(sut.press(.text("q")), [])

        XCTAssertTrue(sut.isLeaving)
        XCTAssertEqual(sut.update(try checkoutQuestion(about: [makeProduct(id: 1)])), [.answerCheckout(.no)])
        XCTAssertEqual(sut.update(.finished(checkout(in: sut), .done)), [.quit(0)])
    }

    func test_q_typedBehindOtherKeysWhileTheOrderIsPlaced_leavesOnceItIsPlacedSayingWhatBecameOfIt() throws {
        var sut = try checkingOut()
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        _ = sut.press(.text("y"))

        XCTAssertEqual(sut.press(.enter, .text("q")), [])

        XCTAssertTrue(sut.isLeaving, "q does not wait behind the Enter for the receipt")
        let checkout = self.checkout(in: sut)
        _ = sut.update(.loaded(checkout, .checkout(.receipt(try placedReceipt()))))
        XCTAssertEqual(sut.update(.finished(checkout, .done)), [.quit(0)])
        XCTAssertEqual(sut.farewell, [.message("Thank you! Order #1001 is placed.")])
    }

    func test_controlC_whileTheCheckoutAwaitsItsQuestion_cancelsItRatherThanAskingToQuit() throws {
        var sut = try checkingOut()
        _ = sut.press(.text("x"))

        XCTAssertEqual(sut.press(.control("c")), [.cancelRequests])
        XCTAssertNil(sut.overlay)
        XCTAssertEqual(sut.typedAhead, [])
    }

    func test_q_whileAGiftCardCodeIsApplied_leavesOnceTheCheckoutEnds() throws {
        var sut = try checkingOut()
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        XCTAssertEqual(sut.press(.text("g"), .text("AB"), .enter), [.answerCheckout(.apply(CheckoutCode(kind: .giftCard, text: "AB")))])

        _ = sut.press(.text("q"))

        XCTAssertTrue(sut.isLeaving)
    }

    func test_keysTypedWhileAGiftCardCodeIsApplied_areDroppedByTheQuestionAskedAgain() throws {
        var sut = try checkingOut()
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        _ = sut.press(.text("g"), .text("AB"), .enter)

        XCTAssertEqual(sut.press(.text("y"), .text("n")), [], "no answer before the new total is shown")
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        XCTAssertEqual(sut.droppedKeys, 2)
        XCTAssertNotNil(sut.overlay)
    }

    func test_aMoveTypedWhileTheWishListShowsForTheFirstTime_movesOnItOnceItComes() throws {
        var (sut, effects) = ScreenModel.start(size: ScreenSize(columns: 80, rows: 24), style: screenStyle)
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(screenQuery(pageSize: sut.layout.pageSize), of: 50))
        effects = sut.press(.text("w"))

        _ = sut.press(.down)
        let list = screenPresenters.wishList(makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))
        _ = sut.answer(request(in: effects, for: .wishList)!, with: .wishList(list))

        XCTAssertEqual(sut.row(of: .wishList), 1)
    }

    // MARK: - Helpers

    private func cart(of products: [Product]) throws -> ScreenContent {
        .cart(screenPresenters.cart(try Cart(wishList: makeWishList(products))))
    }

    /// A screen whose checkout has started, its question not yet come.
    private func checkingOut(columns: Int = 80, rows: Int = 24) throws -> ScreenModel {
        var model = openScreen(columns: columns, rows: rows)
        _ = model.answer(request(in: model.press(.text("c")), for: .cart)!, with: try cart(of: [makeProduct(id: 1)]))
        XCTAssertEqual(changes(model.press(.enter)), [.checkOut])
        return model
    }

    private func checkout(in model: ScreenModel) -> ScreenRequest {
        model.requests.first { $0.key.slot == .change }!.key
    }

    private func status(of model: ScreenModel) -> String {
        ScreenView(style: screenStyle).frame(model).lines[model.layout.statusRow]
    }

    private func placedReceipt() throws -> ReceiptViewModel {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([makeProduct(id: 1)])))
        guard case let .receipt(receipt) = screenPresenters.checkout(.placed(order)) else { throw CocoaError(.featureUnsupported) }
        return receipt
    }
}
