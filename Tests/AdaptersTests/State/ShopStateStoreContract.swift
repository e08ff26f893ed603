import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What every implementation of the state port must do, failures included; each subclass runs it against one.
class ShopStateStoreContract: XCTestCase {
    /// The store under test, starting with `state` saved, or with nothing saved when nil.
    func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        throw XCTSkip("the contract itself runs no store")
    }

    func assertReadDeliversAnEmptyStateWhenNothingWasSaved() async throws {
        let sut = try makeStore(saved: nil)

        let state = try await sut.read()

        XCTAssertEqual(state, .empty)
    }

    func assertReadDeliversTheSavedState() async throws {
        let order = Order(
            number: 1009, lines: [try Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 3)], total: dollars(cents: 2_700),
            placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "key-1"
        )
        let saved = ShopState(
            wishList: [WishListEntry(id(2), quantity: 2, priceWhenAdded: dollars(cents: 950)), WishListEntry(id(1))],
            ratings: [id(1): Rating(stars: 4)!], sold: [id(2): 3], orders: [order], nextOrderNumber: 1010
        )
        let sut = try makeStore(saved: saved)

        let state = try await sut.read()

        XCTAssertEqual(state, saved)
    }

    func assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() async throws {
        let sut = try makeStore(saved: ShopState(wishList: wished(2)))

        let count = try await sut.update { state in
            state.wishList.append(WishListEntry(id(1)))
            return state.wishList.count
        }
        let state = try await sut.read()

        XCTAssertEqual(count, 2)
        XCTAssertEqual(state.wishListIDs, [id(2), id(1)])
    }

    func assertUpdatesMadeAtOnceAreAllKept() async throws {
        let sut = try makeStore(saved: nil)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for raw in 1...20 {
                group.addTask { _ = try await sut.update { $0.wishList.append(WishListEntry(id(raw))) } }
            }
            try await group.waitForAll()
        }
        let state = try await sut.read()

        XCTAssertEqual(Set(state.wishListIDs), Set((1...20).map(id)))
    }

    func assertUpdateThatChangesNothingLeavesTheStateAsItWas() async throws {
        let saved = ShopState(wishList: wished(1))
        let sut = try makeStore(saved: saved)

        let answer = try await sut.update { _ in "nothing to do" }
        let state = try await sut.read()

        XCTAssertEqual(answer, "nothing to do")
        XCTAssertEqual(state, saved)
    }
}

final class InMemoryShopStateStoreContractTests: ShopStateStoreContract {
    override func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        InMemoryShopStateStore(state ?? .empty)
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
}

final class JSONFileShopStateStoreContractTests: ShopStateStoreContract {
    override func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        try makeJSONFileStore(saved: state).sut
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
final class FaultInjectingShopStateStoreContractTests: ShopStateStoreContract {
    override func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        let gate = FaultGate(injector: FaultInjector(seed: 1), clock: ManualFaultClock())
        return FaultInjectingShopStateStore(
            wrapping: InMemoryShopStateStore(state ?? .empty), gate: gate, points: .init(read: [.wishlist], update: [.add])
        )
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
}
