import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class RateProductUseCaseTests: XCTestCase {
    func test_rate_recordsTheRatingAndPublishesTheRatedProduct() async {
        let (sut, store, observer) = makeSUT()
        store.rateResult = .success(makeProduct(id: 2))

        await sut.rate(id(2), stars: 5)

        XCTAssertEqual(store.messages, [.rate(id(2), Rating(stars: 5)!)])
        XCTAssertEqual(observer.states, [.loading, .loaded(RatedProduct(product: makeProduct(id: 2), rating: Rating(stars: 5)!))])
    }

    func test_rate_refusesStarsOutsideOneToFiveWithoutAskingTheStore() async {
        let (sut, store, observer) = makeSUT()

        await sut.rate(id(2), stars: 6)

        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(observer.states, [.loading, .failed(.invalidRating(6))])
    }

    func test_rate_publishesTheStoresError() async {
        let (sut, store, observer) = makeSUT()
        store.rateResult = .failure(.productNotFound(id(9)))

        await sut.rate(id(9), stars: 1)

        XCTAssertEqual(observer.states, [.loading, .failed(.productNotFound(id(9)))])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: RatingInteractor, store: ShopStoreSpy, observer: StateObserverSpy<LoadState<RatedProduct>>
    ) {
        let store = ShopStoreSpy()
        let observer = StateObserverSpy<LoadState<RatedProduct>>()
        let sut = RatingInteractor(store: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
