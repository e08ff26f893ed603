import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class RateProductUseCaseTests: XCTestCase {
    func test_rate_savesTheRatingAndPublishesTheRatedProductAtTheStockLeft() async {
        let (sut, _, store, observer) = makeSUT(state: makeState(ratings: [id(1): Rating(stars: 1)!], sold: [id(2): 1]))

        let outcome = await sut.rate(id(2), stars: 5)

        XCTAssertEqual(store.messages, [.update(ordersFrom: nil)])
        XCTAssertEqual(store.state.ratings, [id(1): Rating(stars: 1)!, id(2): Rating(stars: 5)!])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(RatedProduct(product: makeProduct(id: 2, stock: 4), rating: Rating(stars: 5)!))])
    }

    func test_rate_replacesAnEarlierRating() async {
        let (sut, _, store, _) = makeSUT(state: makeState(ratings: [id(2): Rating(stars: 2)!]))

        await sut.rate(id(2), stars: 4)

        XCTAssertEqual(store.state.ratings, [id(2): Rating(stars: 4)!])
    }

    func test_rate_refusesStarsOutsideOneToFiveWithoutAskingAnything() async {
        let (sut, catalogue, store, observer) = makeSUT()

        await sut.rate(id(2), stars: 6)

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(observer.states, [.loading, .failed(.refused(.invalidRating(6)))])
    }

    func test_rate_refusesAnUnknownProductWithoutSaving() async {
        let (sut, _, store, observer) = makeSUT()

        await sut.rate(id(9), stars: 1)

        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(observer.states, [.loading, .failed(.productNotFound(id(9)))])
    }

    func test_rate_publishesTheStoresFailure() async {
        let (sut, _, store, observer) = makeSUT()
        store.updateError = .notSaved("disk full")

        let outcome = await sut.rate(id(1), stars: 3)

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.notSaved("disk full")))])
        XCTAssertEqual(outcome, .failed(.dataAccess(.notSaved("disk full"))))
    }

    private func makeSUT(state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: RateProductInteractor, catalogue: CatalogueSpy, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<RatedProduct>>
    ) {
        let catalogue = CatalogueSpy(products: [makeProduct(id: 1), makeProduct(id: 2)])
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<RatedProduct>>()
        let sut = RateProductInteractor(catalogue: catalogue, state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, catalogue, store, observer)
    }
}
