import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class SeeOrderHistoryUseCaseTests: XCTestCase {
    func test_load_asksTheStoreForTheFirstPageAndPublishesItNewestFirstWithTheCountOfAll() async throws {
        let (sut, store, observer) = makeSUT(orders: [order(1001), order(1003), order(1002)])

        let outcome = await sut.load(page: 1, pageSize: PageSize(2)!)

        XCTAssertEqual(store.messages, [.orders(0..<2)])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(OrderHistoryPage(orders: [order(1003), order(1002)], page: 1, pageSize: PageSize(2)!, orderCount: 3))])
    }

    func test_load_asksForThePositionsOfTheLaterPageAsking() async {
        let (sut, store, observer) = makeSUT(orders: [order(1001), order(1003), order(1002)])

        await sut.load(page: 2, pageSize: PageSize(2)!)

        XCTAssertEqual(store.messages, [.orders(2..<4)])
        XCTAssertEqual(observer.states.last, .loaded(OrderHistoryPage(orders: [order(1001)], page: 2, pageSize: PageSize(2)!, orderCount: 3)))
    }

    func test_load_showsTwentyANewestPageByDefault() async {
        let (sut, store, _) = makeSUT(orders: [])

        await sut.load()

        XCTAssertEqual(store.messages, [.orders(0..<20)])
    }

    func test_load_publishesAnEmptyFirstPageForACustomerWhoHasPlacedNone() async {
        let (sut, _, observer) = makeSUT(orders: [])

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .loaded(OrderHistoryPage(orders: [], page: 1, pageSize: .standard, orderCount: 0))])
    }

    func test_load_refusesAPageBeyondTheLastSayingHowManyThereAre() async {
        let (sut, _, observer) = makeSUT(orders: [order(1001), order(1002), order(1003)])

        let outcome = await sut.load(page: 3, pageSize: PageSize(2)!)

        XCTAssertEqual(outcome, .failed(.noSuchPage(3, pageCount: 2)))
        XCTAssertEqual(observer.states, [.loading, .failed(.noSuchPage(3, pageCount: 2))])
    }

    func test_load_refusesAPageBeforeTheFirst() async {
        let (sut, _, _) = makeSUT(orders: [order(1001)])

        let outcome = await sut.load(page: 0)

        XCTAssertEqual(outcome, .failed(.noSuchPage(0, pageCount: 1)))
    }

    func test_load_publishesTheStoresFailure() async {
        let (sut, store, observer) = makeSUT(orders: [])
        store.readError = .unavailable

        let outcome = await sut.load()

        XCTAssertEqual(outcome, .failed(.dataAccess(.unavailable)))
        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.unavailable))])
    }

    private func order(_ number: Int) -> Order {
        try! Order(number: number, lines: [], total: dollars(cents: number), placedAt: Timestamp(secondsSince1970: number))
    }

    private func makeSUT(orders: [Order], file: StaticString = #filePath, line: UInt = #line) -> (
        sut: OrderHistoryInteractor, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<OrderHistoryPage>>
    ) {
        let store = ShopStateStoreSpy(orders: orders)
        let observer = StateObserverSpy<LoadState<OrderHistoryPage>>()
        let sut = OrderHistoryInteractor(state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}

@MainActor
final class SeeOneOrderUseCaseTests: XCTestCase {
    func test_load_asksTheStoreForTheOrderWithThatNumberAndPublishesIt() async throws {
        let wanted = try Order(number: 1002, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6450), quantity: 2)], total: dollars(cents: 12_900))
        let (sut, store, observer) = makeSUT(orders: [try Order(number: 1001, lines: [], total: dollars(cents: 0)), wanted])

        let outcome = await sut.load(1002)

        XCTAssertEqual(store.messages, [.order(1002)])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(wanted)])
    }

    func test_load_failsWithOrderNotFoundForANumberNoOrderHas() async throws {
        let (sut, _, observer) = makeSUT(orders: [try Order(number: 1001, lines: [], total: dollars(cents: 0))])

        let outcome = await sut.load(1005)

        XCTAssertEqual(outcome, .failed(.orderNotFound(1005)))
        XCTAssertEqual(observer.states, [.loading, .failed(.orderNotFound(1005))])
    }

    func test_load_publishesTheStoresFailure() async {
        let (sut, store, observer) = makeSUT(orders: [])
        store.readError = .damaged("torn")

        await sut.load(1001)

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.damaged("torn")))])
    }

    private func makeSUT(orders: [Order], file: StaticString = #filePath, line: UInt = #line) -> (
        sut: OrderInteractor, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<Order>>
    ) {
        let store = ShopStateStoreSpy(orders: orders)
        let observer = StateObserverSpy<LoadState<Order>>()
        let sut = OrderInteractor(state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
