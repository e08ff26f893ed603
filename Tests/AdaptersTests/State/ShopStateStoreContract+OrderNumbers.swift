import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The order numbers' rule (`ShopTransaction.requireOrderNumbers()`), which every store asks of a change before it
/// saves: a change that breaks it is refused, and nothing of it is saved.
extension ShopStateStoreContract {
    func assertUpdateRefusesAnOrderNotNumberedAboveEveryOrderPlaced() async throws {
        let saved = makeState(wishList: wished(2), nextOrderNumber: 1004)
        let sut = try await makeStore(saved: SavedShop(state: saved, orders: (1001...1003).map(order)))
        let again = order(1003)

        let failure = await error { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(1); $0.place(again) }
        }

        XCTAssertEqual(failure, .notSaved(OrderNumberingViolation.notAboveTheLast(order: 1003, last: 1003).description))
        try await assertNothingSaved(in: sut, state: saved, orders: 3)
    }

    func assertUpdateRefusesAnOrderNotBelowTheNextNumber() async throws {
        let saved = makeState(wishList: wished(2))
        let sut = try await makeStore(saved: SavedShop(state: saved))
        let next = order(1001)

        let failure = await error { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(1); $0.place(next) }
        }

        XCTAssertEqual(failure, .notSaved(OrderNumberingViolation.nextNotAboveTheLast(next: 1001, last: 1001).description))
        try await assertNothingSaved(in: sut, state: saved, orders: 0)
    }

    func assertUpdateRefusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() async throws {
        let saved = makeState(wishList: wished(2), nextOrderNumber: 1004)
        let sut = try await makeStore(saved: SavedShop(state: saved, orders: (1001...1003).map(order)))

        let failure = await error { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { $0.state = makeState(wishList: wished(1), nextOrderNumber: 1003) }
        }

        XCTAssertEqual(failure, .notSaved(OrderNumberingViolation.nextNotAboveTheLast(next: 1003, last: 1003).description))
        try await assertNothingSaved(in: sut, state: saved, orders: 3)
    }

    private func assertNothingSaved(
        in sut: any ShopStateStore, state: ShopState, orders count: Int, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let stateAfterwards = try await sut.read()
        let ordersAfterwards = try await sut.orders(0..<20)
        XCTAssertEqual(stateAfterwards, state, "the state is as it was", file: file, line: line)
        XCTAssertEqual(ordersAfterwards.count, count, "no order of the refused change is kept", file: file, line: line)
    }
}

extension InMemoryShopStateStoreContractTests {
    func test_update_refusesAnOrderNotNumberedAboveEveryOrderPlaced() async throws { try await assertUpdateRefusesAnOrderNotNumberedAboveEveryOrderPlaced() }
    func test_update_refusesAnOrderNotBelowTheNextNumber() async throws { try await assertUpdateRefusesAnOrderNotBelowTheNextNumber() }
    func test_update_refusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() async throws { try await assertUpdateRefusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() }
}

extension JSONFileShopStateStoreContractTests {
    func test_update_refusesAnOrderNotNumberedAboveEveryOrderPlaced() async throws { try await assertUpdateRefusesAnOrderNotNumberedAboveEveryOrderPlaced() }
    func test_update_refusesAnOrderNotBelowTheNextNumber() async throws { try await assertUpdateRefusesAnOrderNotBelowTheNextNumber() }
    func test_update_refusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() async throws { try await assertUpdateRefusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() }
}

extension FaultInjectingShopStateStoreContractTests {
    func test_update_refusesAnOrderNotNumberedAboveEveryOrderPlaced() async throws { try await assertUpdateRefusesAnOrderNotNumberedAboveEveryOrderPlaced() }
    func test_update_refusesAnOrderNotBelowTheNextNumber() async throws { try await assertUpdateRefusesAnOrderNotBelowTheNextNumber() }
    func test_update_refusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() async throws { try await assertUpdateRefusesAStateWhoseNextNumberIsNotAboveEveryOrderPlaced() }
}
