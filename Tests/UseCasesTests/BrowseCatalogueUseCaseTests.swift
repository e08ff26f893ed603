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

    func test_load_publishesLoadingThenTheCatalogueOnSuccess() async {
        let (sut, store, observer) = makeSUT()
        let catalogue = makeCatalogue([makeProduct(id: 1)])
        store.catalogueResult = .success(catalogue)

        await sut.load()

        XCTAssertEqual(store.messages, [.loadCatalogue])
        XCTAssertEqual(observer.states, [.loading, .loaded(catalogue)])
    }

    func test_load_publishesLoadingThenTheErrorOnFailure() async {
        let (sut, store, observer) = makeSUT()
        store.catalogueResult = .failure(.noConnection)

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.noConnection)])
    }

    func test_load_holdsItsObserverWeakly() async {
        let (sut, store, _) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([]))
        var observer: StateObserverSpy<LoadState<Catalogue>>? = StateObserverSpy()
        sut.observer = observer

        weak let weakObserver = observer
        observer = nil
        await sut.load()

        XCTAssertNil(weakObserver)
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: BrowseCatalogueInteractor, store: ShopStoreSpy, observer: StateObserverSpy<LoadState<Catalogue>>
    ) {
        let store = ShopStoreSpy()
        let observer = StateObserverSpy<LoadState<Catalogue>>()
        let sut = BrowseCatalogueInteractor(loader: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(store, file: file, line: line)
        return (sut, store, observer)
    }
}
