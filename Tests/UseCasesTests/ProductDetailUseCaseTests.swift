import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class ProductDetailUseCaseTests: XCTestCase {
    func test_load_asksForTheProductAndPublishesItsDetail() async {
        let (sut, store, observer) = makeSUT()
        let detail = ProductDetail(product: makeProduct(id: 3), rating: Rating(stars: 4), isInWishList: true)
        store.productDetailResult = .success(detail)

        await sut.load(id(3))

        XCTAssertEqual(store.messages, [.loadProductDetail(id(3))])
        XCTAssertEqual(observer.states, [.loading, .loaded(detail)])
    }

    func test_load_publishesProductNotFoundForAnUnknownID() async {
        let (sut, store, observer) = makeSUT()
        store.productDetailResult = .failure(.productNotFound(id(42)))

        await sut.load(id(42))

        XCTAssertEqual(observer.states, [.loading, .failed(.productNotFound(id(42)))])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ProductDetailInteractor, store: ShopStoreSpy, observer: StateObserverSpy<LoadState<ProductDetail>>
    ) {
        let store = ShopStoreSpy()
        let observer = StateObserverSpy<LoadState<ProductDetail>>()
        let sut = ProductDetailInteractor(loader: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
