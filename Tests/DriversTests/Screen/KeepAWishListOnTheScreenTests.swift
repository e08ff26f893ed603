import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// `a` puts the selected product on the wish list or takes it off, `+` and `-` change how many, `1` to `5` rate it,
/// and `w` shows the wish list, which follows every change.
final class KeepAWishListOnTheScreenTests: XCTestCase {
    func test_a_addsTheSelectedProductWhenItIsNotOnTheWishList() {
        var sut = openScreen()
        _ = sut.press(.down)

        XCTAssertEqual(changes(sut.press(.text("a"))), [.add(id(2))])
    }

    func test_a_removesTheSelectedProductWhenItIsOnTheWishList() {
        var sut = openScreen(wished: [makeProduct(id: 1)])

        XCTAssertEqual(changes(sut.press(.text("a"))), [.remove(id(1))])
    }

    func test_plusAndMinus_changeHowManyAndPlusAddsAProductNotOnTheList() throws {
        var sut = openScreen(wished: [makeProduct(id: 1)])

        XCTAssertEqual(changes(sut.press(.text("+"), .text("-"))), [.setQuantity(id(1), 2), .setQuantity(id(1), 0)])
        _ = sut.press(.down)
        XCTAssertEqual(changes(sut.press(.text("+"), .text("-"))), [.add(id(2))])
    }

    func test_digits_rateTheSelectedProduct() {
        var sut = openScreen()

        XCTAssertEqual(changes(sut.press(.text("5"), .text("1"))), [.rate(id(1), stars: 5), .rate(id(1), stars: 1)])
    }

    func test_theAnswerToAChange_isANoticeUntilTheNextKey() {
        var sut = openScreen()
        let change = request(in: sut.press(.text("a")), for: .change)!

        _ = sut.answer(change, with: .message(MessageViewModel(text: "Added \"Product 1\" to your wish list (1 item, $10.00).")))
        XCTAssertEqual(sut.notice, .message("Added \"Product 1\" to your wish list (1 item, $10.00)."))
        _ = sut.press(.down)

        XCTAssertNil(sut.notice)
    }

    func test_w_showsTheWishListAndItsKeysActOnItsSelectedItem() {
        var sut = openScreen(wished: [makeProduct(id: 7), makeProduct(id: 9)])

        let effects = sut.press(.text("w"))
        _ = sut.answer(request(in: effects, for: .wishList)!, with: .wishList(screenPresenters.wishList(makeWishList([makeProduct(id: 7), makeProduct(id: 9)]))))
        _ = sut.press(.down)

        XCTAssertEqual(sut.place, .wishList)
        XCTAssertEqual(changes(sut.press(.text("a"))), [.remove(id(9))])
    }

    func test_aChangeMadeAnywhere_isFollowedAndTheSelectionStaysOnTheList() {
        var sut = openScreen(wished: [makeProduct(id: 7), makeProduct(id: 9)])
        _ = sut.press(.text("w"), .down)

        _ = sut.update(.followed(.wishList(screenPresenters.wishList(makeWishList([makeProduct(id: 7)])))))

        XCTAssertEqual(sut.wishList?.productIDs, [id(7)])
        XCTAssertEqual(sut.selectedProduct, id(7))
    }

    func test_aReadOvertakenByAFollowedChange_isNotShown() {
        var sut = openScreen()
        let read = request(in: sut.press(.text("w")), for: .wishList)!
        _ = sut.update(.followed(.wishList(screenPresenters.wishList(makeWishList([makeProduct(id: 7)])))))

        _ = sut.answer(read, with: .wishList(screenPresenters.wishList(makeWishList([]))))

        XCTAssertEqual(sut.wishList?.productIDs, [id(7)])
    }

    func test_aChangeDone_asksForTheProductPageOnShowAgain() {
        var sut = openScreen(columns: 120)
        let change = request(in: sut.press(.text("a")), for: .change)!

        let effects = sut.answer(change, with: .message(MessageViewModel(text: "Added.")))

        XCTAssertEqual(loads(effects), [.product(id(1))])
    }
}
