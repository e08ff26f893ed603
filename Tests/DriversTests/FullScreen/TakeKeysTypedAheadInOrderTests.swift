import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Keys typed faster than the screen answers act in the order typed, as in `less` or a file manager: a key that acts
/// on a page still being read, or on a wish list still being saved, waits for it, and the keys after it wait behind it.
final class TakeKeysTypedAheadInOrderTests: XCTestCase {
    func test_movesTypedWhileTheNextPageLoads_moveOnItsRowsOnceItComes() {
        var sut = openScreen(products: 50)
        _ = sut.press(keys(.down, times: 19))

        let effects = sut.press(.down, .down, .down, .down)

        XCTAssertEqual(loads(effects), [.catalogue(screenQuery(page: 2, pageSize: pageSize))], "one page asked for")
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(screenQuery(page: 2, pageSize: pageSize), of: 50))
        XCTAssertEqual(sut.selectedProduct, id(24))
    }

    func test_movesTypedPastSeveralPagesAndTheEnd_turnEachPageInTurnAndStopOnTheLastProduct() {
        var sut = openScreen(products: 50)

        answerEveryPage(of: 50, asked: sut.press(keys(.text("j"), times: 60)), on: &sut)

        XCTAssertEqual(sut.selectedProduct, id(50))
        XCTAssertEqual(sut.typedAhead, [])
    }

    func test_aKeyTypedAfterAMoveOnToTheNextPage_actsOnTheProductMovedTo() {
        var sut = openScreen(products: 50)

        let effects = sut.press(keys(.down, times: 20) + [.text("a")])

        XCTAssertEqual(changes(effects), [], "nothing is added before the page it was typed for shows")
        let answered = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(screenQuery(page: 2, pageSize: pageSize), of: 50))
        XCTAssertEqual(changes(answered), [.add(id(21))])
    }

    func test_movesTypedAfterASort_moveOnTheSortedPage() {
        var sut = openScreen(products: 50)

        let effects = sut.press(.text("s"), .down, .down)

        let byName = screenQuery(sort: CatalogueSort(.name), pageSize: pageSize)
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(byName, of: 50))
        XCTAssertEqual(sut.catalogue.selection, 2)
    }

    func test_movesTypedBeforeTheFirstPageCame_moveOnItOnceItComes() {
        let (opened, effects) = ScreenModel.start(size: ScreenSize(columns: 80, rows: 24), style: screenStyle)
        var sut = opened

        _ = sut.press(.down, .down)

        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(screenQuery(pageSize: pageSize), of: 50))
        XCTAssertEqual(sut.selectedProduct, id(3))
    }

    func test_textArrivingAtOnce_isTakenAKeyAtATimeInOrder() {
        var sut = openScreen(products: 50)
        _ = sut.press(keys(.down, times: 19))

        answerEveryPage(of: 50, asked: sut.press(.text("jjjk")), on: &sut)

        XCTAssertEqual(sut.selectedProduct, id(22))
    }

    func test_aTypedAgainWhileTheFirstIsSaved_takesTheProductOffOnceTheWishListHoldsIt() throws {
        var sut = openScreen()
        let add = request(in: sut.press(.text("a")), for: .change)!

        XCTAssertEqual(changes(sut.press(.text("a"))), [], "the wish list does not say yet whether it holds the product")
        let onTheList = screenPresenters.wishList(makeWishList([makeProduct(id: 1)]))
        let reread = sut.answer(add, with: .edited(MessageViewModel(text: "Added."), onTheList))
        let answered = sut.answer(request(in: reread, for: .wishList)!, with: .wishList(onTheList))

        XCTAssertEqual(changes(answered), [.remove(id(1))])
    }

    func test_keysTypedAheadOfAFailure_actOnWhatTheScreenShows() {
        var sut = openScreen(products: 50)
        let next = request(in: sut.press(keys(.down, times: 20)), for: .catalogue)!
        _ = sut.press(.down, .text("a"))

        _ = sut.update(.failed(next, ErrorViewModel(kind: "timeout", message: "the shop did not answer in time")))
        let effects = sut.update(.finished(next, .failed(.dataAccess(.timedOut))))

        XCTAssertEqual(sut.typedAhead, [])
        XCTAssertEqual(changes(effects), [.add(id(20))], "the product still selected on the page on show")
    }

    func test_qTypedAfterASlash_isTextForTheSearch() {
        var sut = openScreen(products: 50)
        let next = request(in: sut.press(keys(.down, times: 20)), for: .catalogue)!

        _ = sut.press(.text("/"), .text("q"))
        let effects = sut.answer(next, with: cataloguePage(screenQuery(page: 2, pageSize: pageSize), of: 50))

        XCTAssertFalse(effects.contains(where: \.quits))
        XCTAssertEqual(sut.searchText, "q")
    }

    func test_controlC_dropsTheKeysTypedAheadAtOnce() {
        var sut = openScreen(products: 50)
        _ = sut.press(keys(.down, times: 20) + [.down, .text("a")])

        _ = sut.press(.control("c"))

        XCTAssertEqual(sut.typedAhead, [])
    }

    func test_aCheckoutQuestion_isAnsweredByNoKeyTypedBeforeItCame() throws {
        var sut = openScreen(products: 50)
        _ = sut.press(keys(.down, times: 20) + [.text("y")])

        _ = sut.update(try checkoutQuestion(about: [makeProduct(id: 1)]))

        XCTAssertEqual(sut.typedAhead, [])
        XCTAssertNotNil(sut.overlay)
    }

    func test_controlZAndControlL_actAtOnceWhileKeysWait() {
        var sut = openScreen(products: 50)
        _ = sut.press(keys(.down, times: 20) + [.down])

        XCTAssertEqual(sut.press(.control("z"), .control("l")), [.suspend, .redrawAll])
        XCTAssertEqual(sut.typedAhead, [.down])
    }

    // MARK: - Helpers

    private let pageSize = PageSize(20)!

    private func keys(_ key: Key, times: Int) -> [Key] {
        Array(repeating: key, count: times)
    }

    /// Answers each catalogue page asked for, in turn, from a catalogue of `count` products, until none is.
    private func answerEveryPage(of count: Int, asked effects: [ScreenEffect], on sut: inout ScreenModel) {
        var effects = effects
        while let next = request(in: effects, for: .catalogue), case let .load(_, .catalogue(query))? = sut.requests[next] {
            effects = sut.answer(next, with: cataloguePage(query, of: count))
        }
    }
}

private extension ScreenModel {
    mutating func press(_ keys: [Key]) -> [ScreenEffect] {
        keys.flatMap { update(.key($0)) }
    }
}
