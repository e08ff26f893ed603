@testable import Drivers
import TaschTestSupport
import UseCases
import XCTest

/// `/` searches as you type: every key asks for the first page of what matches, only the newest answer is shown,
/// Enter keeps the results and Escape leaves the search.
final class SearchAsYouTypeTests: XCTestCase {
    func test_typing_asksForTheFirstMatchingPageOnEveryKey() {
        var sut = openScreen()

        let effects = sut.press(.text("/"), .text("o"), .text("a"), .text("k"))

        XCTAssertEqual(loads(effects), ["o", "oa", "oak"].map { .catalogue(screenQuery(searchText: $0, pageSize: PageSize(20)!)) })
        XCTAssertTrue(sut.isSearching)
        XCTAssertEqual(sut.searchText, "oak")
    }

    func test_aPageWhoseCountStoppedShort_isAskedForAgainCountingEveryMatch() {
        var sut = openScreen()
        let search = request(in: sut.press(.text("/"), .text("o")), for: .catalogue)!

        let effects = sut.answer(search, with: cataloguePage(screenQuery(searchText: "o", pageSize: PageSize(20)!), of: 90, countedAll: false))

        XCTAssertEqual(loads(effects), [.catalogue(CatalogueQuery(searchText: "o", pageSize: PageSize(20)!))])
        XCTAssertEqual(sut.catalogue.content?.viewModel.title, "Catalogue: more than 20 products matching \"o\", page 1")
        XCTAssertEqual(sut.catalogue.query, screenQuery(searchText: "o", pageSize: PageSize(20)!), "the next page counts one past itself again")
    }

    func test_theCount_isAskedForOnlyOnceThePagesRequestHasEnded() {
        var sut = openScreen()
        let search = request(in: sut.press(.text("/"), .text("o")), for: .catalogue)!

        let shown = sut.update(.loaded(search, cataloguePage(screenQuery(searchText: "o", pageSize: PageSize(20)!), of: 90, countedAll: false)))
        let ended = sut.update(.finished(search, .done))

        XCTAssertEqual(loads(shown), [])
        XCTAssertEqual(loads(ended), [.catalogue(CatalogueQuery(searchText: "o", pageSize: PageSize(20)!))])
    }

    func test_thePageOnShow_isNotCountedAfterANewerPageFailed() {
        var sut = openScreen()
        let search = request(in: sut.press(.text("/"), .text("o")), for: .catalogue)!
        _ = sut.update(.loaded(search, cataloguePage(screenQuery(searchText: "o", pageSize: PageSize(20)!), of: 90, countedAll: false)))
        let failed = request(in: sut.press(.text("a")), for: .catalogue)!

        let effects = sut.update(.finished(search, .done)) + sut.update(.finished(failed, .failed(.dataAccess(.timedOut))))

        XCTAssertEqual(loads(effects), [])
    }

    func test_theCompleteCount_keepsTheRowsAndTheSelectionAndTitlesThePageCount() {
        var sut = openScreen()
        let search = request(in: sut.press(.text("/"), .text("o")), for: .catalogue)!
        let count = request(in: sut.answer(search, with: cataloguePage(screenQuery(searchText: "o", pageSize: PageSize(20)!), of: 90, countedAll: false)), for: .catalogue)!
        _ = sut.press(.down, .down)

        let effects = sut.answer(count, with: cataloguePage(CatalogueQuery(searchText: "o", pageSize: PageSize(20)!), of: 90))

        XCTAssertEqual(loads(effects), [])
        XCTAssertEqual(sut.selectedProduct, id(3))
        XCTAssertEqual(sut.catalogue.content?.viewModel.title, "Catalogue: 90 products matching \"o\", page 1 of 5")
    }

    func test_theNextKey_leavesTheCountOfTheSearchBeforeUnanswered() {
        var sut = openScreen()
        let search = request(in: sut.press(.text("/"), .text("o")), for: .catalogue)!
        let count = request(in: sut.answer(search, with: cataloguePage(screenQuery(searchText: "o", pageSize: PageSize(20)!), of: 90, countedAll: false)), for: .catalogue)!
        let next = request(in: sut.press(.text("a")), for: .catalogue)!
        _ = sut.answer(next, with: cataloguePage(screenQuery(searchText: "oa", pageSize: PageSize(20)!), of: 2))

        _ = sut.answer(count, with: cataloguePage(CatalogueQuery(searchText: "o", pageSize: PageSize(20)!), of: 90))

        XCTAssertEqual(sut.catalogue.content?.viewModel.title, "Catalogue: 2 products matching \"oa\"")
    }

    func test_onlyACatalogueRequestCountingEveryMatch_completesACount() {
        let request = ScreenRequest(slot: .catalogue, number: 1)

        XCTAssertTrue(ScreenEffect.load(request, .catalogue(CatalogueQuery())).completesACount)
        XCTAssertFalse(ScreenEffect.load(request, .catalogue(screenQuery())).completesACount)
        XCTAssertFalse(ScreenEffect.load(ScreenRequest(slot: .wishList, number: 2), .wishList).completesACount)
        XCTAssertFalse(ScreenEffect.change(ScreenRequest(slot: .change, number: 3), .checkOut).completesACount)
    }

    func test_textPastedAtOnce_isOneSearch() {
        var sut = openScreen()

        XCTAssertEqual(loads(sut.press(.text("/"), .text("linen apron"))), [.catalogue(screenQuery(searchText: "linen apron", pageSize: PageSize(20)!))])
    }

    func test_backspace_searchesForLessAndEmptyLeavesTheSearchForEveryProduct() {
        var sut = openScreen()
        _ = sut.press(.text("/"), .text("o"), .text("a"))

        let effects = sut.press(.backspace, .backspace)

        XCTAssertEqual(loads(effects), [.catalogue(screenQuery(searchText: "o", pageSize: PageSize(20)!)), .catalogue(screenQuery(pageSize: PageSize(20)!))])
    }

    func test_answersThatArriveLate_areNotShownOverTheNewestSearch() {
        var sut = openScreen()
        let first = request(in: sut.press(.text("/"), .text("o")), for: .catalogue)!
        let second = request(in: sut.press(.text("a")), for: .catalogue)!

        _ = sut.answer(second, with: cataloguePage(screenQuery(searchText: "oa", pageSize: PageSize(20)!), of: 2))
        _ = sut.answer(first, with: cataloguePage(screenQuery(searchText: "o", pageSize: PageSize(20)!), of: 9))

        XCTAssertEqual(sut.catalogue.content?.productIDs, [id(1), id(2)])
    }

    func test_enter_keepsTheResultsAndGivesTheKeysBack() {
        var sut = openScreen()
        _ = sut.press(.text("/"), .text("o"), .enter)

        XCTAssertFalse(sut.isSearching)
        XCTAssertEqual(sut.catalogue.query.searchText, "o")
        XCTAssertEqual(loads(sut.press(.text("w"))), [.wishList])
    }

    func test_escape_leavesTheSearchAndAsksForEveryProduct() {
        var sut = openScreen()
        _ = sut.press(.text("/"), .text("o"))

        let effects = sut.press(.escape)

        XCTAssertFalse(sut.isSearching)
        XCTAssertEqual(loads(effects), [.catalogue(screenQuery(pageSize: PageSize(20)!))])
    }

    func test_escapeAndAKeyArrivingAsOne_areTakenAsTwo() {
        var sut = openScreen()
        _ = sut.press(.text("/"), .text("o"))

        let effects = sut.press(.alt("/"), .text("l"))

        XCTAssertEqual(loads(effects), [.catalogue(screenQuery(pageSize: PageSize(20)!)), .catalogue(screenQuery(searchText: "l", pageSize: PageSize(20)!))])
    }

    func test_escapeAfterTheSearch_leavesIt() {
        var sut = openScreen()
        _ = sut.press(.text("/"), .text("o"), .enter)

        XCTAssertEqual(loads(sut.press(.escape)), [.catalogue(screenQuery(pageSize: PageSize(20)!))])
    }

    func test_controlZ_suspendsWhileTyping() {
        var sut = openScreen()
        _ = sut.press(.text("/"))

        XCTAssertEqual(sut.press(.control("z")), [.suspend])
        XCTAssertTrue(sut.isSearching)
    }

    func test_arrows_moveThroughTheResultsWhileTyping() {
        var sut = openScreen()
        _ = sut.press(.text("/"))

        _ = sut.press(.down, .down)

        XCTAssertTrue(sut.isSearching)
        XCTAssertEqual(sut.selectedProduct, id(3))
    }

    func test_aSearchWiderThanItsField_showsItsEndWhereTheCursorIs() {
        var sut = openScreen(columns: 40, rows: 10)

        _ = sut.press(.text("/"), .text("a very long search text that goes on"))

        let title = ScreenView(style: screenStyle).frame(sut).lines[1]
        XCTAssertEqual(title, "Search: … long search text that goes on▏")
    }
}
