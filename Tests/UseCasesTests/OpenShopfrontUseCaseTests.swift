import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class OpenShopfrontUseCaseTests: XCTestCase {
    func test_load_asksForTheCatalogueThenTheWishListAndPublishesBoth() async {
        let (sut, store, observer) = makeSUT()
        let catalogue = makeCatalogue([makeProduct(id: 1)])
        let wishList = makeWishList([makeProduct(id: 1)])
        store.catalogueResult = .success(catalogue)
        store.wishListResult = .success(wishList)

        await sut.load()

        XCTAssertEqual(store.messages, [.loadCatalogue, .loadWishList])
        XCTAssertEqual(observer.states, [.loading, .loaded(Shopfront(catalogue: catalogue, wishList: wishList))])
    }

    func test_load_failsWithoutAskingForTheWishListOnCatalogueFailure() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .failure(.timedOut)

        await sut.load()

        XCTAssertEqual(store.messages, [.loadCatalogue])
        XCTAssertEqual(observer.states, [.loading, .failed(.timedOut)])
    }

    func test_load_failsOnWishListFailure() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([]))
        store.wishListResult = .failure(.unreadableData("bad"))

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.unreadableData("bad"))])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ShopfrontInteractor, store: ShopStoreSpy, observer: StateObserverSpy<LoadState<Shopfront>>
    ) {
        let store = ShopStoreSpy()
        let observer = StateObserverSpy<LoadState<Shopfront>>()
        let sut = ShopfrontInteractor(catalogueLoader: store, wishListStore: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
