@testable import Drivers
import TaschTestSupport
import UseCases
import XCTest

/// The catalogue a screenful at a time: the arrows move through a page and on to the next or previous one, Page Up
/// and Page Down turn pages, Home and End go to the first and the last, and a resize keeps the same product selected.
final class BrowseTheCatalogueOnTheScreenTests: XCTestCase {
    func test_start_asksForTheFirstPageAScreenfulLongAndTheWishList() {
        let (_, effects) = ScreenModel.start(size: ScreenSize(columns: 80, rows: 24), style: screenStyle)

        XCTAssertEqual(loads(effects), [.catalogue(screenQuery(pageSize: PageSize(20)!)), .wishList])
    }

    func test_downAndUp_moveTheSelectionWithinThePage() {
        var sut = openScreen()

        let effects = sut.press(.down, .text("j"), .up)

        XCTAssertEqual(loads(effects), [])
        XCTAssertEqual(sut.catalogue.selection, 1)
        XCTAssertEqual(sut.selectedProduct, id(2))
    }

    func test_downOnTheLastRow_asksForTheNextPageAndSelectsItsFirstRowWhenItArrives() {
        var sut = openScreen()
        for _ in 1...19 { _ = sut.press(.down) }

        let effects = sut.press(.down)
        let next = screenQuery(page: 2, pageSize: PageSize(20)!)
        XCTAssertEqual(loads(effects), [.catalogue(next)])
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(next, of: 50))

        XCTAssertEqual(sut.selectedProduct, id(21))
    }

    func test_upOnTheFirstRowOfAPage_asksForThePreviousPageAndSelectsItsLastRow() {
        var sut = openScreen()
        let second = screenQuery(page: 2, pageSize: PageSize(20)!)
        _ = sut.answer(request(in: sut.press(.pageDown), for: .catalogue)!, with: cataloguePage(second, of: 50))

        let effects = sut.press(.up)

        XCTAssertEqual(sut.catalogue.query.page, 1)
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(screenQuery(pageSize: PageSize(20)!), of: 50))
        XCTAssertEqual(sut.selectedProduct, id(20))
    }

    func test_upOnTheFirstRowOfTheFirstPage_staysThere() {
        var sut = openScreen()

        XCTAssertEqual(sut.press(.up), [])
        XCTAssertEqual(sut.selectedProduct, id(1))
    }

    func test_pageDown_keepsTheSelectedRowOnTheNextPageAndStopsOnTheLastRowOfTheLast() {
        var sut = openScreen(products: 30)
        _ = sut.press(.down, .down)

        let effects = sut.press(.pageDown)
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(screenQuery(page: 2, pageSize: PageSize(20)!), of: 30))
        XCTAssertEqual(sut.selectedProduct, id(23))

        XCTAssertEqual(loads(sut.press(.pageDown)), [])
        XCTAssertEqual(sut.selectedProduct, id(30))
    }

    func test_end_asksForTheLastPageAndSelectsItsLastRow() {
        var sut = openScreen(products: 1_000_000)

        let effects = sut.press(.end)
        let last = screenQuery(page: 50_000, pageSize: PageSize(20)!)
        XCTAssertEqual(loads(effects), [.catalogue(last)])
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(last, of: 1_000_000))

        XCTAssertEqual(sut.selectedProduct, id(1_000_000))
    }

    func test_pagesAskedForOneAfterAnother_showOnlyTheLastOnesAnswer() {
        var sut = openScreen(products: 100)
        let next = request(in: sut.press(.pageDown), for: .catalogue)!
        let sorted = request(in: sut.press(.text("s")), for: .catalogue)!

        _ = sut.answer(sorted, with: cataloguePage(screenQuery(sort: CatalogueSort(.name), pageSize: PageSize(20)!), of: 100))
        _ = sut.answer(next, with: cataloguePage(screenQuery(page: 2, pageSize: PageSize(20)!), of: 100))

        XCTAssertEqual(sut.catalogue.content?.page, 1)
        XCTAssertEqual(sut.catalogue.query.sort, CatalogueSort(.name))
    }

    func test_resize_asksForThePageHoldingTheSelectedProductAtTheNewLength() {
        var sut = openScreen(columns: 80, rows: 24, products: 100)
        _ = sut.press(.pageDown)
        _ = sut.answer(request(in: sut.requests.values.map { $0 }, for: .catalogue)!, with: cataloguePage(screenQuery(page: 2, pageSize: PageSize(20)!), of: 100))
        _ = sut.press(.down, .down, .down, .down, .down)

        let effects = sut.update(.resized(ScreenSize(columns: 80, rows: 14)))
        let query = screenQuery(page: 3, pageSize: PageSize(10)!)
        XCTAssertEqual(loads(effects), [.catalogue(query)])
        _ = sut.answer(request(in: effects, for: .catalogue)!, with: cataloguePage(query, of: 100))

        XCTAssertEqual(sut.selectedProduct, id(26))
    }

    func test_s_cyclesTheSortFromTheFirstPage() {
        var sut = openScreen()
        let sorts = (1...5).map { _ in loads(sut.press(.text("s"))).first }

        XCTAssertEqual(sorts, [
            .catalogue(screenQuery(sort: CatalogueSort(.name), pageSize: PageSize(20)!)),
            .catalogue(screenQuery(sort: CatalogueSort(.price), pageSize: PageSize(20)!)),
            .catalogue(screenQuery(sort: CatalogueSort(.price, descending: true), pageSize: PageSize(20)!)),
            .catalogue(screenQuery(sort: CatalogueSort(.rating, descending: true), pageSize: PageSize(20)!)),
            .catalogue(screenQuery(pageSize: PageSize(20)!)),
        ])
    }

    func test_i_togglesInStockOnly() {
        var sut = openScreen()

        XCTAssertEqual(loads(sut.press(.text("i"))), [.catalogue(screenQuery(inStockOnly: true, pageSize: PageSize(20)!))])
        XCTAssertEqual(loads(sut.press(.text("i"))), [.catalogue(screenQuery(pageSize: PageSize(20)!))])
    }
}
