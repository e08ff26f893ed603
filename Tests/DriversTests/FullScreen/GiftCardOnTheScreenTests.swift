import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The checkout dialog takes a gift card: `g` opens a one-line field, Enter gives the code to the checkout, which asks
/// again with the new total; `y` places the order, any other key cancels, as before.
final class GiftCardOnTheScreenTests: XCTestCase {
    func test_g_opensTheCodeField_andEnterGivesTheCodeToTheCheckout() throws {
        var sut = try dialogOnShow()

        _ = sut.press(.text("g"), .text("w"), .text("i"), .text("n"))
        let effects = sut.press(.enter)

        XCTAssertEqual(effects, [.answerCheckout(.apply(CheckoutCode(kind: .giftCard, text: "win")))])
        guard case let .confirmCheckout(dialog)? = sut.overlay else { return XCTFail("the dialog stays until the next question") }
        XCTAssertTrue(dialog.isApplying)
    }

    func test_whileTheCodeIsApplied_keysAnswerNothing_andTheNextQuestionReplacesTheDialog() throws {
        var sut = try dialogOnShow()
        _ = sut.press(.text("g"), .text("a"), .enter)

        XCTAssertEqual(sut.press(.text("y")), [], "y waits for the question with the new total")
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        XCTAssertEqual(sut.press(.text("y")), [.answerCheckout(.yes)])
    }

    func test_theField_takesOnlyWhatACodeMayHold_andBackspaceAndEscapeEditIt() throws {
        var sut = try dialogOnShow()

        _ = sut.press(.text("g"), .text("ab c_9-"), .backspace)
        guard case let .confirmCheckout(dialog)? = sut.overlay else { return XCTFail("no dialog") }
        XCTAssertEqual(dialog.code, "abc9")

        _ = sut.press(.escape)
        guard case let .confirmCheckout(closed)? = sut.overlay else { return XCTFail("Escape closes the field, not the dialog") }
        XCTAssertNil(closed.code)
    }

    func test_theField_holdsAtMostWhatTheRuleOfCodesAllows() throws {
        var sut = try dialogOnShow()

        _ = sut.press(.text("g"), .text(String(repeating: "A", count: 500)))

        guard case let .confirmCheckout(dialog)? = sut.overlay else { return XCTFail("no dialog") }
        XCTAssertEqual(dialog.code?.count, ShopCode.maximumLength)
    }

    func test_aCodeAsLongAsTheRuleAllows_isGivenWhole() throws {
        var sut = try dialogOnShow()
        let longest = String(repeating: "A", count: ShopCode.maximumLength - 4) + "-7KQ"

        _ = sut.press(.text("g"), .paste(longest))

        XCTAssertEqual(sut.press(.enter), [.answerCheckout(.apply(CheckoutCode(kind: .giftCard, text: longest)))])
        XCTAssertNotNil(GiftCard.key(of: longest), "a code the field takes whole is a code the card's rule takes")
    }

    func test_theDialog_offersAFieldForEachKindOfCodeRegistered() throws {
        let voucher = CheckoutCodeField(kind: PaymentKind("voucher"), key: "v", name: "voucher", prompt: "Voucher code")
        var sut = openScreen()
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        let question = screenPresenters.question(CheckoutQuestion(cart: cart))
        _ = sut.update(.checkoutQuestion(CheckoutQuestionContent(
            viewModel: question.viewModel, cart: question.cart, wishList: question.wishList, codeFields: PaymentFeatures.shop.dialogFields + [voucher]
        )))

        let text = ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(sut).lines.joined(separator: "\n")
        _ = sut.press(.text("V"), .text("ten"))
        let typing = ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(sut).lines.joined(separator: "\n")

        XCTAssertTrue(text.contains("y places the order  p promotion  g gift card  v voucher"), text)
        XCTAssertTrue(typing.contains("Voucher code: ten"), typing)
        XCTAssertEqual(sut.press(.enter), [.answerCheckout(.apply(CheckoutCode(kind: PaymentKind("voucher"), text: "ten")))])
    }

    func test_theDialog_showsTheCardsPartAndTheFieldAsTyped() throws {
        var sut = openScreen()
        let card = makeGiftCard("WINTER-7KQ2", cents: 500)
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        let question = try CheckoutQuestion(cart: cart, payments: [PlannedPayment(card.payment(toward: cart.total, havingPaid: dollars(cents: 0)))])
        _ = sut.update(.checkoutQuestion(screenPresenters.question(question)))

        let text = ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(sut).lines.joined(separator: "\n")

        XCTAssertTrue(text.contains("Gift card ····7KQ2"), text)
        XCTAssertTrue(text.contains("−$5.00"), text)
        XCTAssertTrue(text.contains("Place the order for 1 item, $5.00 to pay?"), text)
        XCTAssertFalse(text.contains("WINTER"), text)
    }

    private func dialogOnShow() throws -> ScreenModel {
        var model = openScreen()
        _ = model.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        return model
    }
}
