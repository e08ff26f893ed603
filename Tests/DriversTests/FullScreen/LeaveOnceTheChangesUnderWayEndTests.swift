import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// `q` while a change is being made (an order confirmed, an item added) leaves once it is made, never cutting it off:
/// the status line says so meanwhile, and what the change answered is said once the terminal is given back.
final class LeaveOnceTheChangesUnderWayEndTests: XCTestCase {
    func test_q_whileOnlyReadsAreUnderWay_quitsAtOnce() {
        var sut = openScreen()
        _ = sut.press(.text("o"))

        XCTAssertEqual(sut.press(.text("q")), [.quit(0)])
    }

    func test_q_whileAConfirmedOrderIsPlaced_quitsOnceItIsPlacedAndKeepsWhatItSaid() throws {
        var sut = try confirmedCheckout()

        XCTAssertEqual(sut.press(.text("q")), [])
        let receipt = try placedReceipt()
        XCTAssertEqual(sut.update(.loaded(checkout(in: sut), .checkout(.receipt(receipt)))), [])

        XCTAssertEqual(sut.update(.finished(checkout(in: sut), .done)), [.quit(0)])
        XCTAssertEqual(sut.farewell, [.message("Thank you! Order #1001 is placed.")])
    }

    func test_yAndQTypedAtOnce_placeTheOrderThenLeaveOnceItIsPlaced() throws {
        var sut = try cartScreen()
        _ = sut.press(.end, .enter)
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        XCTAssertEqual(sut.press(.text("yq")), [.answerCheckout(.yes)])
        XCTAssertTrue(sut.isLeaving)
    }

    func test_whileLeaving_theStatusLineSaysSoAndOtherKeysDoNothing() throws {
        var sut = try confirmedCheckout()
        _ = sut.press(.text("q"))

        XCTAssertEqual(sut.press(.text("j"), .text("a"), .text("q"), .enter), [])
        let status = ScreenView(style: screenStyle).frame(sut).lines[sut.layout.statusRow]
        XCTAssertEqual(status, "leaving once your order is placed…  Ctrl-C cancels")
    }

    func test_controlC_whileLeaving_cancelsWhatIsUnderWayAndQuitsSayingSo() throws {
        var sut = try confirmedCheckout()
        _ = sut.press(.text("q"))
        let cancelled = ErrorViewModel(kind: "cancelled", message: "cancelled: nothing was changed")

        XCTAssertEqual(sut.press(.control("c")), [.cancelRequests])
        _ = sut.update(.failed(checkout(in: sut), cancelled))

        XCTAssertEqual(sut.update(.finished(checkout(in: sut), .cancelled)), [.quit(0)])
        XCTAssertEqual(sut.farewell, [.error(cancelled)])
    }

    func test_aQuestionTheCheckoutAsksWhileLeaving_isAnsweredNo() throws {
        var sut = try cartScreen()
        _ = sut.press(.end, .enter, .text("q"))

        XCTAssertEqual(sut.update(try checkoutQuestion(about: [makeProduct(id: 1)])), [.answerCheckout(.no)])
        XCTAssertNil(sut.overlay)
    }

    func test_quitConfirmedAfterControlC_alsoWaitsForTheChangeUnderWay() {
        var sut = openScreen()
        let add = request(in: sut.press(.text("a")), for: .change)!

        XCTAssertEqual(sut.press(.control("c"), .text("y")), [])
        _ = sut.update(.loaded(add, .message(MessageViewModel(text: "Added \"Product 1\" to your wish list."))))

        XCTAssertEqual(sut.update(.finished(add, .done)), [.quit(0)])
        XCTAssertEqual(sut.farewell, [.message("Added \"Product 1\" to your wish list.")])
    }

    // MARK: - Helpers

    private func cartScreen() throws -> ScreenModel {
        var model = openScreen()
        let effects = model.press(.text("c"))
        _ = model.answer(request(in: effects, for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList([makeProduct(id: 1)])))))
        return model
    }

    /// A screen whose checkout is placing the order the customer said yes to.
    private func confirmedCheckout() throws -> ScreenModel {
        var model = try cartScreen()
        _ = model.press(.end, .enter)
        _ = model.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        _ = model.press(.text("y"))
        return model
    }

    private func checkout(in model: ScreenModel) -> ScreenRequest {
        model.requests.first { $0.key.slot == .change }!.key
    }

    private func placedReceipt() throws -> ReceiptViewModel {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([makeProduct(id: 1)])))
        guard case let .receipt(receipt) = screenPresenters.checkout(.placed(order)) else { throw CocoaError(.featureUnsupported) }
        return receipt
    }
}
