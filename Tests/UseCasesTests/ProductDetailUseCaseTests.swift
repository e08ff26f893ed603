import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class ProductDetailUseCaseTests: XCTestCase {
    func test_load_publishesTheProductAtTheStockLeftWithTheRatingAndTheWishListMark() async {
        let state = makeState(wishList: wished(3), ratings: [id(3): Rating(stars: 4)!], sold: [id(3): 1])
        let (sut, catalogue, store, observer) = makeSUT(products: [makeProduct(id: 3, stock: 4)], state: state)

        let outcome = await sut.load(id(3))

        XCTAssertEqual(catalogue.messages, [.lookUp([id(3)])])
        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(ProductDetail(product: makeProduct(id: 3, stock: 3), rating: Rating(stars: 4), wishListEntry: entry(3), shipping: dollars(cents: 0)))])
    }

    func test_detail_isInTheWishListExactlyWhenItHasAnEntryThere() {
        XCTAssertTrue(ProductDetail(product: makeProduct(id: 3), rating: nil, wishListEntry: entry(3, quantity: 2), shipping: dollars(cents: 0)).isInWishList)
        XCTAssertFalse(ProductDetail(product: makeProduct(id: 3), rating: nil, wishListEntry: nil, shipping: dollars(cents: 0)).isInWishList)
    }

    func test_load_publishesNoRatingAndNoMarkForAProductTheCustomerHasNotTouched() async {
        let (sut, _, _, observer) = makeSUT(products: [makeProduct(id: 2)], state: makeState(wishList: wished(1), ratings: [id(1): Rating(stars: 2)!]))

        await sut.load(id(2))

        XCTAssertEqual(observer.states, [.loading, .loaded(ProductDetail(product: makeProduct(id: 2), rating: nil, wishListEntry: nil, shipping: dollars(cents: 0)))])
    }

    func test_load_publishesProductNotFoundWithoutReadingTheStateForAnUnknownID() async {
        let (sut, _, store, observer) = makeSUT()

        await sut.load(id(42))

        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(observer.states, [.loading, .failed(.productNotFound(id(42)))])
    }

    func test_load_publishesTheCataloguesFailure() async {
        let (sut, catalogue, _, observer) = makeSUT()
        catalogue.lookUpError = .unavailable

        await sut.load(id(1))

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.unavailable))])
    }

    private func makeSUT(products: [Product] = [], state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: ProductDetailInteractor, catalogue: CatalogueSpy, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<ProductDetail>>
    ) {
        let catalogue = CatalogueSpy(products: products)
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<ProductDetail>>()
        let sut = ProductDetailInteractor(catalogue: catalogue, state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, catalogue, store, observer)
    }
}
