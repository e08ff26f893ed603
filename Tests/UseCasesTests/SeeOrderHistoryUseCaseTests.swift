import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class SeeOrderHistoryUseCaseTests: XCTestCase {
    func test_load_publishesEveryOrderNewestFirst() async throws {
        let orders = [order(1001), order(1003), order(1002)]
        let (sut, store, observer) = makeSUT(state: ShopState(orders: orders))

        let outcome = await sut.load()

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded([order(1003), order(1002), order(1001)])])
    }

    func test_load_publishesNoOrdersForACustomerWhoHasPlacedNone() async {
        let (sut, _, observer) = makeSUT(state: .empty)

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .loaded([])])
    }

    func test_load_publishesTheStoresFailure() async {
        let (sut, store, observer) = makeSUT(state: .empty)
        store.readError = .unavailable

        let outcome = await sut.load()

        XCTAssertEqual(outcome, .failed(.dataAccess(.unavailable)))
        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.unavailable))])
    }

    private func order(_ number: Int) -> Order {
        Order(number: number, lines: [], total: dollars(cents: number), placedAt: Timestamp(secondsSince1970: number))
    }

    private func makeSUT(state: ShopState, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: OrderHistoryInteractor, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<[Order]>>
    ) {
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<[Order]>>()
        let sut = OrderHistoryInteractor(state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}

@MainActor
final class SeeOneOrderUseCaseTests: XCTestCase {
    func test_load_publishesTheOrderWithThatNumber() async throws {
        let wanted = Order(number: 1002, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6450), quantity: 2)], total: dollars(cents: 12_900))
        let (sut, store, observer) = makeSUT(state: ShopState(orders: [Order(number: 1001, lines: [], total: dollars(cents: 0)), wanted]))

        let outcome = await sut.load(1002)

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(wanted)])
    }

    func test_load_failsWithOrderNotFoundForANumberNoOrderHas() async {
        let (sut, _, observer) = makeSUT(state: ShopState(orders: [Order(number: 1001, lines: [], total: dollars(cents: 0))]))

        let outcome = await sut.load(1005)

        XCTAssertEqual(outcome, .failed(.orderNotFound(1005)))
        XCTAssertEqual(observer.states, [.loading, .failed(.orderNotFound(1005))])
    }

    private func makeSUT(state: ShopState, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: OrderInteractor, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<Order>>
    ) {
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<Order>>()
        let sut = OrderInteractor(state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
