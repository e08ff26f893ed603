import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class BrowseCatalogueUseCaseTests: XCTestCase {
    func test_init_asksNothing() async {
        let (_, catalogue, state, _) = makeSUT()

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_load_readsTheStateThenAsksForTheFirstPageWithTheUnitsSold() async {
        let (sut, catalogue, state, _) = makeSUT(state: makeState(sold: [id(1): 2]))
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))

        await sut.load(CatalogueQuery(searchText: "oak", sort: CatalogueSort(.price), inStockOnly: true, pageSize: PageSize(5)!))

        XCTAssertEqual(state.messages, [.read])
        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(
            searchText: "oak", inStockOnly: true, sort: CatalogueSort(.price), window: 0..<5, sold: [id(1): 2], ratings: [:]
        ))])
    }

    func test_load_asksForThePositionsOfThePageOnPageAndPageSize() async {
        let (sut, catalogue, _, _) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 10))

        await sut.load(CatalogueQuery(page: 3, pageSize: PageSize(4)!))

        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: 8..<12))])
    }

    func test_load_asksTheCatalogueToCountEveryMatchUnlessTheQueryCountsOnlyThroughThePage() async {
        let (sut, catalogue, _, _) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 10))

        await sut.load(CatalogueQuery(searchText: "oak", page: 2, pageSize: PageSize(4)!))
        await sut.load(CatalogueQuery(searchText: "oak", page: 2, pageSize: PageSize(4)!, countsEveryMatch: false))

        XCTAssertEqual(catalogue.messages, [
            .page(CatalogueRequest(searchText: "oak", window: 4..<8)),
            .page(CatalogueRequest(searchText: "oak", window: 4..<8, countLimit: 9)),
        ])
    }

    func test_load_deliversAPageWhoseCountIsALowerBoundWhenTheCatalogueStoppedCounting() async {
        let (sut, catalogue, _, observer) = makeSUT(productCount: 300)
        let query = CatalogueQuery(searchText: "oak", pageSize: PageSize(2)!, countsEveryMatch: false)
        catalogue.pageResult = .success(CatalogueSlice(products: [makeProduct(id: 1), makeProduct(id: 2)], matchCount: 3, isCountComplete: false))

        await sut.load(query)

        XCTAssertEqual(observer.states, [.loading, .loaded(CataloguePage(
            products: [makeProduct(id: 1), makeProduct(id: 2)], query: query, matchCount: 3, catalogueCount: 300, isCountComplete: false
        ))])
        XCTAssertEqual(observer.loadedPage?.pageCount, 2, "at least one more page")
    }

    func test_load_deliversACompleteCountWhenTheCatalogueCountedEveryMatch() async {
        let (sut, catalogue, _, observer) = makeSUT(productCount: 300)
        catalogue.pageResult = .success(CatalogueSlice(products: [makeProduct(id: 1)], matchCount: 1))

        await sut.load(CatalogueQuery(searchText: "oak", countsEveryMatch: false))

        XCTAssertEqual(observer.loadedPage?.isCountComplete, true)
        XCTAssertEqual(observer.loadedPage?.matchCount, 1)
    }

    func test_load_passesTheCustomersRatingsOnlyToTheRatingOrder() async {
        let ratings = [id(2): Rating(stars: 5)!]
        let (sut, catalogue, _, _) = makeSUT(state: makeState(ratings: ratings))
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))

        await sut.load(CatalogueQuery(sort: CatalogueSort(.price)))
        await sut.load(CatalogueQuery(sort: CatalogueSort(.rating)))

        XCTAssertEqual(catalogue.messages, [
            .page(CatalogueRequest(sort: CatalogueSort(.price), window: 0..<20)),
            .page(CatalogueRequest(sort: CatalogueSort(.rating), window: 0..<20, ratings: ratings)),
        ])
    }

    func test_load_publishesLoadingThenThePageAtTheStockLeftOnSales() async {
        let (sut, catalogue, _, observer) = makeSUT(state: makeState(sold: [id(1): 1, id(2): 9]), productCount: 7)
        catalogue.pageResult = .success(CatalogueSlice(products: [makeProduct(id: 1, stock: 3), makeProduct(id: 2, stock: 4)], matchCount: 2))

        let outcome = await sut.load()

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(CataloguePage(
            products: [makeProduct(id: 1, stock: 2), makeProduct(id: 2, stock: 0)], query: CatalogueQuery(), matchCount: 2, catalogueCount: 7
        ))])
    }

    func test_load_carriesTheRatingsOfThePagesProductsOnlyInTheRatingOrder() async {
        let ratings = [id(1): Rating(stars: 4)!, id(3): Rating(stars: 2)!]
        let (sut, catalogue, _, observer) = makeSUT(state: makeState(ratings: ratings))
        catalogue.pageResult = .success(CatalogueSlice(products: [makeProduct(id: 1), makeProduct(id: 2)], matchCount: 3))

        await sut.load(CatalogueQuery(sort: CatalogueSort(.rating)))
        await sut.load(CatalogueQuery(sort: CatalogueSort(.price)))

        let pages = observer.states.compactMap { state -> CataloguePage? in if case let .loaded(page) = state { page } else { nil } }
        XCTAssertEqual(pages.map(\.ratings), [[id(1): Rating(stars: 4)!], [:]])
    }

    func test_load_countsPagesOnPartialLastPage() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 10))

        await sut.load(CatalogueQuery(pageSize: PageSize(4)!))

        XCTAssertEqual(observer.loadedPage?.pageCount, 3)
    }

    func test_load_failsWithNoSuchPageOnPageBeforeTheFirst() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 10))

        let outcome = await sut.load(CatalogueQuery(page: 0, pageSize: PageSize(4)!))

        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: 0..<0))])
        XCTAssertEqual(observer.states, [.loading, .failed(.noSuchPage(0, pageCount: 3))])
        XCTAssertEqual(outcome, .failed(.noSuchPage(0, pageCount: 3)))
    }

    func test_load_failsWithNoSuchPageOnPageBeyondTheLast() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 10))

        await sut.load(CatalogueQuery(page: 4, pageSize: PageSize(4)!))

        XCTAssertEqual(observer.states, [.loading, .failed(.noSuchPage(4, pageCount: 3))])
    }

    func test_load_asksForNoPositionsPastTheLargestPageNumber() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 1))

        await sut.load(CatalogueQuery(page: Int.max, pageSize: PageSize(1000)!))

        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: Int.max..<Int.max))])
        XCTAssertEqual(observer.states, [.loading, .failed(.noSuchPage(Int.max, pageCount: 1))])
    }

    func test_load_asksForTheLastPositionOnTheLastPageOfOneProductEach() async {
        let (sut, catalogue, _, _) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))

        await sut.load(CatalogueQuery(page: Int.max, pageSize: PageSize(1)!))

        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: (Int.max - 1)..<Int.max))])
    }

    func test_load_deliversEachPageOfOneProduct() async {
        let (sut, catalogue, _, observer) = makeSUT(productCount: 3)
        catalogue.pageResult = .success(CatalogueSlice(products: [makeProduct(id: 2)], matchCount: 3))

        await sut.load(CatalogueQuery(page: 2, pageSize: PageSize(1)!))

        XCTAssertEqual(observer.states, [.loading, .loaded(CataloguePage(
            products: [makeProduct(id: 2)], query: CatalogueQuery(page: 2, pageSize: PageSize(1)!), matchCount: 3, catalogueCount: 3
        ))])
    }

    func test_load_deliversAnEmptyFirstPageOnNoMatch() async {
        let (sut, catalogue, _, observer) = makeSUT(productCount: 1)
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))

        await sut.load(CatalogueQuery(searchText: "zzz"))

        XCTAssertEqual(observer.states, [.loading, .loaded(CataloguePage(
            products: [], query: CatalogueQuery(searchText: "zzz"), matchCount: 0, catalogueCount: 1
        ))])
    }

    func test_load_publishesTheCataloguesFailure() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.pageResult = .failure(.timedOut)

        let outcome = await sut.load(CatalogueQuery(searchText: "oak"))

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.timedOut))])
        XCTAssertEqual(outcome, .failed(.dataAccess(.timedOut)))
    }

    func test_load_failsWithoutAskingTheCatalogueOnStateFailure() async {
        let (sut, catalogue, state, observer) = makeSUT()
        state.readError = .damaged("bad")

        await sut.load()

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.damaged("bad")))])
    }

    func test_load_saysItWasCancelledOnCancelledCall() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.pageResult = .failure(.cancelled)

        let outcome = await sut.load()

        XCTAssertEqual(outcome, .cancelled)
        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.cancelled))])
    }

    func test_load_holdsItsObserverWeakly() async {
        let (sut, catalogue, _, _) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))
        var observer: StateObserverSpy<LoadState<CataloguePage>>? = StateObserverSpy()
        sut.observer = observer

        weak let weakObserver = observer
        observer = nil
        await sut.load()

        XCTAssertNil(weakObserver)
    }

    // MARK: - Helpers

    private func makeSUT(state: ShopState = .empty, productCount: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: BrowseCatalogueInteractor, catalogue: CatalogueSpy, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<CataloguePage>>
    ) {
        let catalogue = CatalogueSpy(productCount: productCount)
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<CataloguePage>>()
        let sut = BrowseCatalogueInteractor(catalogue: catalogue, state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(catalogue, file: file, line: line)
        return (sut, catalogue, store, observer)
    }
}

private extension StateObserverSpy<LoadState<CataloguePage>> {
    var loadedPage: CataloguePage? {
        guard case let .loaded(page) = states.last else { return nil }
        return page
    }
}
