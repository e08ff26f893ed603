import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class BrowseCatalogueUseCaseTests: XCTestCase {
    func test_init_doesNotLoadTheCatalogue() async {
        let (_, store, _) = makeSUT()

        XCTAssertEqual(store.messages, [])
    }

    func test_load_publishesLoadingThenTheFirstPageOnSuccess() async {
        let (sut, store, observer) = makeSUT()
        let products = (1...3).map { makeProduct(id: $0) }
        store.catalogueResult = .success(makeCatalogue(products))

        await sut.load()

        XCTAssertEqual(store.messages, [.loadCatalogue])
        XCTAssertEqual(observer.states, [.loading, .loaded(page(products, CatalogueQuery(), matches: 3, of: 3))])
    }

    func test_load_publishesLoadingThenTheErrorOnFailure() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .failure(.noConnection)

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.noConnection)])
    }

    func test_load_deliversTwentyProductsOnDefaultPageSize() async {
        let products = await loadedProducts(in: (1...45).map { makeProduct(id: $0) }, for: CatalogueQuery())

        XCTAssertEqual(products.map(\.id.rawValue), Array(1...20))
    }

    func test_load_deliversTheRequestedPageOnPageAndPageSize() async {
        let products = await loadedProducts(in: (1...10).map { makeProduct(id: $0) }, for: CatalogueQuery(page: 3, pageSize: 4))

        XCTAssertEqual(products.map(\.id.rawValue), [9, 10])
    }

    func test_load_countsPagesOnPartialLastPage() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue((1...10).map { makeProduct(id: $0) }))

        await sut.load(CatalogueQuery(pageSize: 4))

        XCTAssertEqual(observer.loadedPage?.pageCount, 3)
    }

    func test_load_failsWithNoSuchPageOnPageBeforeTheFirst() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue((1...10).map { makeProduct(id: $0) }))

        await sut.load(CatalogueQuery(page: 0, pageSize: 4))

        XCTAssertEqual(observer.states, [.loading, .failed(.noSuchPage(0, pageCount: 3))])
    }

    func test_load_failsWithNoSuchPageOnPageBeyondTheLast() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue((1...10).map { makeProduct(id: $0) }))

        await sut.load(CatalogueQuery(page: 4, pageSize: 4))

        XCTAssertEqual(observer.states, [.loading, .failed(.noSuchPage(4, pageCount: 3))])
    }

    func test_load_deliversAnEmptyFirstPageOnEmptyCatalogue() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([]))

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .loaded(page([], CatalogueQuery(), matches: 0, of: 0))])
    }

    func test_load_keepsCatalogueOrderOfTheSearcherMatchesOnSearchText() async {
        let (sut, store, observer) = makeSUT()
        let products = (1...4).map { makeProduct(id: $0) }
        store.catalogueResult = .success(makeCatalogue(products))
        store.searchResult = .success([id(4), id(2)])

        await sut.load(CatalogueQuery(searchText: "oak"))

        XCTAssertEqual(store.messages, [.loadCatalogue, .searchCatalogue("oak")])
        XCTAssertEqual(observer.loadedPage, page([products[1], products[3]], CatalogueQuery(searchText: "oak"), matches: 2, of: 4))
    }

    func test_load_deliversAnEmptyPageOnSearchWithNoMatch() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([makeProduct(id: 1)]))
        store.searchResult = .success([])

        await sut.load(CatalogueQuery(searchText: "zzz"))

        XCTAssertEqual(observer.loadedPage, page([], CatalogueQuery(searchText: "zzz"), matches: 0, of: 1))
    }

    func test_load_publishesTheSearcherErrorOnSearchFailure() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([makeProduct(id: 1)]))
        store.searchResult = .failure(.timedOut)

        await sut.load(CatalogueQuery(searchText: "oak"))

        XCTAssertEqual(observer.states, [.loading, .failed(.timedOut)])
    }

    func test_load_leavesOutProductsWithoutStockOnInStockOnly() async {
        let catalogue = [makeProduct(id: 1, stock: 0), makeProduct(id: 2, stock: 3), makeProduct(id: 3, stock: 0)]

        let products = await loadedProducts(in: catalogue, for: CatalogueQuery(inStockOnly: true))

        XCTAssertEqual(products.map(\.id.rawValue), [2])
    }

    func test_load_ordersByPriceKeepingCatalogueOrderForTiesOnSortByPrice() async {
        let catalogue = [makeProduct(id: 1, priceCents: 300), makeProduct(id: 2, priceCents: 100), makeProduct(id: 3, priceCents: 300), makeProduct(id: 4, priceCents: 200)]

        let products = await loadedProducts(in: catalogue, for: CatalogueQuery(sort: CatalogueSort(.price)))

        XCTAssertEqual(products.map(\.id.rawValue), [2, 4, 1, 3])
    }

    func test_load_ordersByPriceHighestFirstOnDescendingSort() async {
        let catalogue = [makeProduct(id: 1, priceCents: 300), makeProduct(id: 2, priceCents: 100), makeProduct(id: 3, priceCents: 300), makeProduct(id: 4, priceCents: 200)]

        let products = await loadedProducts(in: catalogue, for: CatalogueQuery(sort: CatalogueSort(.price, descending: true)))

        XCTAssertEqual(products.map(\.id.rawValue), [1, 3, 4, 2])
    }

    func test_load_ordersByNameIgnoringCaseOnSortByName() async {
        let catalogue = [makeProduct(id: 1, name: "banana"), makeProduct(id: 2, name: "Cherry"), makeProduct(id: 3, name: "apple")]

        let products = await loadedProducts(in: catalogue, for: CatalogueQuery(sort: CatalogueSort(.name)))

        XCTAssertEqual(products.map(\.id.rawValue), [3, 1, 2])
    }

    func test_load_ordersByStockOnSortByStock() async {
        let catalogue = [makeProduct(id: 1, stock: 9), makeProduct(id: 2, stock: 0), makeProduct(id: 3, stock: 4)]

        let products = await loadedProducts(in: catalogue, for: CatalogueQuery(sort: CatalogueSort(.stock)))

        XCTAssertEqual(products.map(\.id.rawValue), [2, 3, 1])
    }

    func test_load_ordersByTheCustomersRatingsWithUnratedLastOnSortByRating() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue((1...4).map { makeProduct(id: $0) }))
        store.ratingsResult = .success([id(2): Rating(stars: 5)!, id(4): Rating(stars: 1)!])

        await sut.load(CatalogueQuery(sort: CatalogueSort(.rating)))

        XCTAssertEqual(store.messages, [.loadCatalogue, .loadRatings])
        XCTAssertEqual(observer.loadedPage?.products.map(\.id.rawValue), [4, 2, 1, 3])
    }

    func test_load_putsUnratedLastOnDescendingSortByRating() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue((1...4).map { makeProduct(id: $0) }))
        store.ratingsResult = .success([id(2): Rating(stars: 5)!, id(4): Rating(stars: 1)!])

        await sut.load(CatalogueQuery(sort: CatalogueSort(.rating, descending: true)))

        XCTAssertEqual(observer.loadedPage?.products.map(\.id.rawValue), [2, 4, 1, 3])
    }

    func test_load_sortsAndFiltersTheMatchesOnSearchWithSortAndFilter() async {
        let (sut, store, observer) = makeSUT()
        let catalogue = [makeProduct(id: 1, priceCents: 500), makeProduct(id: 2, priceCents: 100, stock: 0), makeProduct(id: 3, priceCents: 200), makeProduct(id: 4, priceCents: 50)]
        store.catalogueResult = .success(makeCatalogue(catalogue))
        store.searchResult = .success([id(1), id(2), id(3)])

        await sut.load(CatalogueQuery(searchText: "x", sort: CatalogueSort(.price), inStockOnly: true))

        XCTAssertEqual(observer.loadedPage?.products.map(\.id.rawValue), [3, 1])
    }

    func test_load_holdsItsObserverWeakly() async {
        let (sut, store, _) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([]))
        var observer: StateObserverSpy<LoadState<CataloguePage>>? = StateObserverSpy()
        sut.observer = observer

        weak let weakObserver = observer
        observer = nil
        await sut.load()

        XCTAssertNil(weakObserver)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: BrowseCatalogueInteractor, store: ShopStoreSpy, observer: StateObserverSpy<LoadState<CataloguePage>>
    ) {
        let store = ShopStoreSpy()
        let observer = StateObserverSpy<LoadState<CataloguePage>>()
        let sut = BrowseCatalogueInteractor(loader: store, searcher: store, ratings: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(store, file: file, line: line)
        return (sut, store, observer)
    }

    private func loadedProducts(in catalogue: [Product], for query: CatalogueQuery, file: StaticString = #filePath, line: UInt = #line) async -> [Product] {
        let (sut, store, observer) = makeSUT(file: file, line: line)
        store.catalogueResult = .success(makeCatalogue(catalogue))
        await sut.load(query)
        guard let page = observer.loadedPage else {
            XCTFail("expected a page, got \(observer.states)", file: file, line: line)
            return []
        }
        return page.products
    }

    private func page(_ products: [Product], _ query: CatalogueQuery, matches: Int, of count: Int) -> CataloguePage {
        CataloguePage(products: products, query: query, matchCount: matches, catalogueCount: count)
    }
}

private extension StateObserverSpy<LoadState<CataloguePage>> {
    var loadedPage: CataloguePage? {
        guard case let .loaded(page) = states.last else { return nil }
        return page
    }
}
