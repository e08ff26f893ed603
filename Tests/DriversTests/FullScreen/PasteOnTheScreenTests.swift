@testable import Drivers
import TaschTestSupport
import UseCases
import XCTest

/// A paste is text for the field it lands in (the search, a gift card's code), never keys: pasted into the search it is
/// searched for whole, line breaks and all taken as spaces; where no field is open it is ignored, whatever it holds.
final class PasteOnTheScreenTests: XCTestCase {
    func test_aPasteIntoTheSearch_isSearchedForWholeAndActsAsNoKey() {
        var sut = openScreen(wished: [makeProduct(id: 1)])

        let effects = sut.press(.text("/"), .paste("linen\nplease add 2 as a gift, rate it 5 +1\n"))

        XCTAssertEqual(changes(effects), [])
        XCTAssertEqual(loads(effects), [.catalogue(screenQuery(searchText: "linen please add 2 as a gift, rate it 5 +1 ", pageSize: PageSize(20)!))])
        XCTAssertTrue(sut.isSearching, "the search stays open until Enter or Escape")
    }

    func test_aPasteWhereNoFieldIsOpen_isIgnored() {
        var sut = openScreen(wished: [makeProduct(id: 1)])
        let before = sut

        let effects = sut.press(.paste("a+-5q\n/oak\n"))

        XCTAssertEqual(effects, [])
        XCTAssertEqual(sut, before)
    }

    func test_aPasteOverTheHelpOrAQuestion_answersNothing() throws {
        var sut = openScreen()
        _ = sut.press(.text("?"))
        XCTAssertEqual(sut.press(.paste("q")), [])
        XCTAssertEqual(sut.overlay, .help)

        _ = sut.press(.escape)
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))
        XCTAssertEqual(sut.press(.paste("y")), [], "a paste is no answer to the checkout's question")
        guard case .confirmCheckout? = sut.overlay else { return XCTFail("the question stays") }
    }

    func test_aPasteIntoTheGiftCardField_typesTheCode() throws {
        var sut = openScreen()
        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        _ = sut.press(.text("g"), .paste("WINTER-7KQ2\n"))

        guard case let .confirmCheckout(dialog)? = sut.overlay else { return XCTFail("no dialog") }
        XCTAssertEqual(dialog.code, "WINTER-7KQ2")
        XCTAssertEqual(sut.press(.enter), [.answerCheckout(.apply(CheckoutCode(kind: .giftCard, text: "WINTER-7KQ2")))])
    }

    func test_theSearch_holdsAtMostItsLengthHoweverMuchIsPastedOrTyped() {
        var sut = openScreen()
        let megabyte = String(repeating: "oak ", count: 262_144)

        let pasted = sut.press(.text("/"), .paste(megabyte))
        let typed = sut.press(.text(megabyte), .text("x"))

        XCTAssertEqual(sut.searchText.count, ScreenModel.maximumSearchLength)
        XCTAssertEqual(loads(pasted).count, 1)
        XCTAssertEqual(loads(typed), [], "a full search asks nothing more")
    }
}
