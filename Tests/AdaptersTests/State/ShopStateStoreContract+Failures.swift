import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

extension ShopStateStoreContract {
    func assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() async throws {
        let saved = makeState(wishList: wished(2))
        let sut = try await makeStore(saved: SavedShop(state: saved))
        try await makeSaves(failing: true)
        let placed = order(1001)

        let failure = await error { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(2, 1); $0.place(placed) }
        }
        let afterTheFailure = try await sut.read()
        let ordersAfterTheFailure = try await sut.orders(0..<20)
        try await makeSaves(failing: false)
        try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(2, 3) }
        let afterTheNextChange = try await sut.read()

        XCTAssertNotNil(failure, "the save did not fail")
        XCTAssertEqual(afterTheFailure, saved)
        XCTAssertEqual(ordersAfterTheFailure, OrderSlice(orders: [], count: 0), "no order of a failed save is kept")
        XCTAssertEqual(afterTheNextChange.wishList.productIDs, [id(2), id(3)], "the next change applies to the state before the failed one")
    }

    func assertAStateThatCannotBeReadIsNeverWrittenOver() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(wishList: wished(2))))
        try await damageTheSavedState()
        let damage = await error { () async throws(DataAccessError) in try await sut.read() }

        let failure = await error { () async throws(DataAccessError) in try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(1) } }
        let readAfterwards = await error { () async throws(DataAccessError) in try await sut.read() }

        guard case .damaged = damage else { return XCTFail("a damaged state was read: \(String(describing: damage))") }
        XCTAssertEqual(failure, damage, "the change fails as the read does")
        XCTAssertEqual(readAfterwards, damage, "the damaged state is still there, not written over")
    }

    func assertOrdersThatCannotBeReadAreNeverWrittenOver() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(wishList: wished(2), nextOrderNumber: 1003), orders: [order(1001), order(1002)]))
        try await damageTheSavedOrders()
        let damage = await error { () async throws(DataAccessError) in try await sut.orders(0..<20) }

        let failure = await error { () async throws(DataAccessError) in try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(1) } }
        let readAfterwards = await error { () async throws(DataAccessError) in try await sut.orders(0..<20) }

        guard case .damaged = damage else { return XCTFail("damaged orders were read: \(String(describing: damage))") }
        XCTAssertEqual(failure, damage, "the change fails as the read does")
        XCTAssertEqual(readAfterwards, damage, "the damaged orders are still there, not written over")
    }

    /// The error `operation` threw, or nil when it returned.
    func error<T>(_ operation: () async throws(DataAccessError) -> T) async -> DataAccessError? {
        do {
            _ = try await operation()
            return nil
        } catch {
            return error
        }
    }
}

/// A contract test ran for a store whose subclass does not give the hook it needs: leave the test out of its list.
struct MissingContractHook: Error, CustomStringConvertible {
    let name: String

    var description: String { "this store has no \(name): leave the tests that need it out of its list" }
}
