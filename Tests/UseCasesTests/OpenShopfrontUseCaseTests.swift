import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class OpenShopfrontUseCaseTests: XCTestCase {
    func test_load_asksForTheFirstProductsThenTheStateThenTheWishListsProducts() async {
        let (sut, catalogue, state, _) = makeSUT(state: makeState(wishList: wished(2)))
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))

        await sut.load()

        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: 0..<ShopfrontInteractor.stripLength)), .lookUp([id(2)])])
        XCTAssertEqual(state.messages, [.read])
    }

    func test_load_publishesTheStripAndTheWishListAtTheStockLeft() async {
        let products = [makeProduct(id: 1, stock: 3), makeProduct(id: 2, stock: 5)]
        let (sut, catalogue, _, observer) = makeSUT(products: products, state: makeState(wishList: wished(2), sold: [id(1): 1, id(2): 2]))
        catalogue.pageResult = .success(CatalogueSlice(products: products, matchCount: 2))

        let outcome = await sut.load()

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(Shopfront(
            products: [makeProduct(id: 1, stock: 2), makeProduct(id: 2, stock: 3)], productCount: 2,
            wishList: makeWishList([makeProduct(id: 2, stock: 3)])
        ))])
    }

    func test_load_failsWithoutReadingTheStateOnCatalogueFailure() async {
        let (sut, catalogue, state, observer) = makeSUT()
        catalogue.pageResult = .failure(.timedOut)

        await sut.load()

        XCTAssertEqual(state.messages, [])
        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.timedOut))])
    }

    func test_load_failsOnStateFailure() async {
        let (sut, catalogue, state, observer) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))
        state.readError = .damaged("bad")

        let outcome = await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.damaged("bad")))])
        XCTAssertEqual(outcome, .failed(.dataAccess(.damaged("bad"))))
    }

    private func makeSUT(products: [Product] = [], state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ShopfrontInteractor, catalogue: CatalogueSpy, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<Shopfront>>
    ) {
        let catalogue = CatalogueSpy(products: products)
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<Shopfront>>()
        let sut = ShopfrontInteractor(catalogue: catalogue, state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, catalogue, store, observer)
    }
}
