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
        var more = openScreen(wished: [makeProduct(id: 1)]), fewer = more, notWished = more
        _ = notWished.press(.down)

        XCTAssertEqual(changes(more.press(.text("+"))), [.setQuantity(id(1), 2)])
        XCTAssertEqual(changes(fewer.press(.text("-"))), [.setQuantity(id(1), 0)])
        XCTAssertEqual(changes(notWished.press(.text("-"))), [])
        XCTAssertEqual(changes(notWished.press(.text("+"))), [.add(id(2))])
    }

    func test_digits_rateTheSelectedProduct() {
        var sut = openScreen()

        XCTAssertEqual(changes(sut.press(.text("5"), .text("1"))), [.rate(id(1), stars: 5), .rate(id(1), stars: 1)])
    }

    func test_digitsOutsideTheStarsARatingMayHave_rateNothing() {
        var sut = openScreen()

        XCTAssertEqual(changes(sut.press(.text("0"), .text("6"), .text("9"))), [])
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

    func test_theAnswerToAChange_showsTheWishListItLeftAtOnce() {
        var sut = openScreen()
        let change = request(in: sut.press(.text("a")), for: .change)!

        _ = sut.update(.loaded(change, .edited(MessageViewModel(text: "Added."), screenPresenters.wishList(makeWishList([makeProduct(id: 1)])))))

        XCTAssertEqual(sut.wishList?.productIDs, [id(1)])
    }

    func test_aChangeWhoseWishListCouldNotBeReadAgain_saysSoAndKeepsTheListOnShowUntilItIsRead() {
        var sut = openScreen(wished: [makeProduct(id: 1)])
        let change = request(in: sut.press(.down, .text("a")), for: .change)!
        let edit = WishListEdit(.added, makeProduct(id: 2), wishList: .failed(.dataAccess(.timedOut)))

        let effects = sut.answer(change, with: .edited(screenPresenters.wishListEdit(edit), nil))

        XCTAssertEqual(sut.notice, .message("Added \"Product 2\" to your wish list (the wish list could not be shown again just now)."))
        XCTAssertEqual(sut.wishList?.productIDs, [id(1)])
        XCTAssertEqual(loads(effects), [.wishList])
    }

    func test_theWishListAndCart_areReadAgainOnceTheLastChangeUnderWayEnds() {
        var sut = openScreen()
        let first = request(in: sut.press(.text("a")), for: .change)!
        let second = request(in: sut.press(.down, .text("5")), for: .change)!

        XCTAssertEqual(loads(sut.answer(second, with: .message(MessageViewModel(text: "Rated.")))), [])
        XCTAssertEqual(loads(sut.answer(first, with: .message(MessageViewModel(text: "Added.")))), [.wishList])
    }

    func test_aChangeThatFailed_hasTheWishListReadAgainForItsAnswerMayHaveBeenLost() {
        var sut = openScreen()
        let lost = request(in: sut.press(.text("a")), for: .change)!

        XCTAssertEqual(loads(sut.update(.finished(lost, .failed(.dataAccess(.timedOut))))), [.wishList])
    }

    func test_theWishListReadAgain_keepsTheSelectionOnIt() {
        var sut = openScreen(wished: [makeProduct(id: 7), makeProduct(id: 9)])
        let list = request(in: sut.press(.text("w")), for: .wishList)!
        _ = sut.answer(list, with: .wishList(screenPresenters.wishList(makeWishList([makeProduct(id: 7), makeProduct(id: 9)]))))
        _ = sut.press(.down)

        let again = request(in: sut.press(.text("w")), for: .wishList)!
        _ = sut.answer(again, with: .wishList(screenPresenters.wishList(makeWishList([makeProduct(id: 7)]))))

        XCTAssertEqual(sut.selectedProduct, id(7))
    }

    func test_aRatingDone_asksForTheCatalogueAgainOnlyInTheRatingOrder() {
        var sut = openScreen()
        let rated = request(in: sut.press(.text("5")), for: .change)!
        let inCatalogueOrder = loads(sut.answer(rated, with: .message(MessageViewModel(text: "Rated."))))
        let sorts = sut.press(.text("s"), .text("s"), .text("s"), .text("s"))
        let byRating = screenQuery(sort: CatalogueSort(.rating, descending: true), pageSize: PageSize(20)!)
        _ = sut.answer(request(in: sorts.reversed(), for: .catalogue)!, with: cataloguePage(byRating, of: 50))
        let ratedAgain = request(in: sut.press(.text("4")), for: .change)!

        let inRatingOrder = loads(sut.answer(ratedAgain, with: .message(MessageViewModel(text: "Rated."))))

        XCTAssertFalse(inCatalogueOrder.contains { if case .catalogue = $0 { true } else { false } })
        XCTAssertTrue(inRatingOrder.contains(.catalogue(screenQuery(sort: CatalogueSort(.rating, descending: true), pageSize: PageSize(20)!))))
    }

    func test_minusAndA_mendALineFromTheProductsPageWhenTheWishListCannotBeShown() {
        var (sut, effects) = ScreenModel.start(size: ScreenSize(columns: 120, rows: 24), style: screenStyle)
        for effect in effects {
            guard case let .load(request, load) = effect else { continue }
            if case let .catalogue(query) = load { _ = sut.answer(request, with: cataloguePage(query, of: 5)) }
            if case .wishList = load { failAsTooLarge(request, in: &sut) }
        }
        let detail = sut.requests.keys.first { $0.slot == .detail }!
        let wished = ProductDetail(product: makeProduct(id: 1), rating: nil, wishListEntry: entry(1, quantity: 3), shipping: dollars(cents: 0))
        _ = sut.answer(detail, with: .product(screenPresenters.product(wished)))

        XCTAssertNil(sut.wishList)
        // Each key waits for the change before it and the wish list it leaves (ScreenModel+TypeAhead): both answered.
        var made: [ScreenChange] = []
        for key in [Key.text("-"), .text("+"), .text("a")] {
            let effects = sut.press(key)
            made += changes(effects)
            guard let change = request(in: effects, for: .change) else { continue }
            for effect in sut.answer(change, with: .message(MessageViewModel(text: "Saved."))) {
                if case let .load(request, .wishList) = effect { failAsTooLarge(request, in: &sut) }
            }
        }
        XCTAssertEqual(made, [.setQuantity(id(1), 2), .setQuantity(id(1), 4), .remove(id(1))])
    }

    private func failAsTooLarge(_ request: ScreenRequest, in sut: inout ScreenModel) {
        _ = sut.update(.failed(request, ErrorViewModel(kind: "amount-too-large", message: "the total is too large to count")))
        _ = sut.update(.finished(request, .failed(.refused(.amountTooLarge))))
    }

    func test_aChangeDone_asksForTheProductPageOnShowAgain() {
        var sut = openScreen(columns: 120)
        let change = request(in: sut.press(.text("a")), for: .change)!

        let effects = sut.answer(change, with: .message(MessageViewModel(text: "Added.")))

        XCTAssertEqual(loads(effects), [.wishList, .product(id(1))])
    }
}
