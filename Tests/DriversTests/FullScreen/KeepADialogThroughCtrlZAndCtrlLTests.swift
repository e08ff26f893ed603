import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Ctrl-Z and Ctrl-L do over a dialog what `?` says they do everywhere (suspend; draw the screen again), and the dialog
/// is still open after them; while a dialog is open, the status line says only the keys that answer it.
final class KeepADialogThroughCtrlZAndCtrlLTests: XCTestCase {
    func test_controlL_withTheCheckoutsQuestionOpen_redrawsAndKeepsTheQuestion() throws {
        var sut = try askedToCheckOut()
        let asked = sut.overlay

        XCTAssertEqual(sut.press(.control("l")), [.redrawAll])
        XCTAssertEqual(sut.overlay, asked)
    }

    func test_controlZ_withTheCheckoutsQuestionOpen_suspendsAndTheQuestionIsStillOpenAfterFg() throws {
        var sut = try askedToCheckOut()
        let asked = sut.overlay

        XCTAssertEqual(sut.press(.control("z")), [.suspend])
        _ = sut.update(.resized(ScreenSize(columns: 80, rows: 24)))

        XCTAssertEqual(sut.overlay, asked)
    }

    func test_controlZ_whileACodeIsTyped_keepsTheCodeTyped() throws {
        var sut = try askedToCheckOut()
        _ = sut.press(.text("g"), .text("WIN"))

        XCTAssertEqual(sut.press(.control("z"), .control("l")), [.suspend, .redrawAll])
        guard case let .confirmCheckout(dialog)? = sut.overlay else { return XCTFail("the question closed") }
        XCTAssertEqual(dialog.code, "WIN")
    }

    func test_controlZAndControlL_overTheKeysAndTheQuestionWhetherToQuit_keepThem() {
        var sut = openScreen()
        _ = sut.press(.text("?"))
        XCTAssertEqual(sut.press(.control("z"), .control("l")), [.suspend, .redrawAll])
        XCTAssertEqual(sut.overlay, .help)

        _ = sut.press(.escape, .control("c"))
        XCTAssertEqual(sut.press(.control("z"), .control("l")), [.suspend, .redrawAll])
        XCTAssertEqual(sut.overlay, .confirmQuit)
    }

    func test_theStatusLine_underTheQuestionWhetherToQuit_saysOnlyItsKeys() {
        var sut = openScreen()

        _ = sut.press(.control("c"))

        XCTAssertEqual(status(of: sut), "y quits  any other key stays")
    }

    func test_theStatusLine_underTheCheckoutsQuestion_saysItsKeysAndWhileACodeIsTypedTheFieldsKeys() throws {
        var sut = try askedToCheckOut()
        XCTAssertEqual(status(of: sut), "y places the order  p promotion  g gift card  any other key cancels")

        _ = sut.press(.text("g"))

        XCTAssertEqual(status(of: sut), "⏎ applies it  Esc back")
    }

    func test_theStatusLine_underTheKeysTallerThanTheWindow_saysHowToScrollAndClose() {
        var sut = openScreen(columns: 40, rows: 15)

        _ = sut.press(.text("?"))

        XCTAssertEqual(status(of: sut), "↑↓ scroll  any other key closes this")
    }

    // MARK: - Helpers

    private func askedToCheckOut() throws -> ScreenModel {
        var model = openScreen()
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        _ = model.answer(request(in: model.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))
        _ = model.press(.enter)
        _ = model.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        return model
    }

    private func status(of model: ScreenModel) -> String {
        ScreenView(style: screenStyle).frame(model).lines[model.layout.statusRow]
    }
}
