import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What every implementation of the state port must do, failures included; each subclass runs it against one.
///
/// The failure cases run where the failure can happen. A failed save is the file store's (a full disk) and the fault
/// decorator's (a failure injected before the call reaches the store it wraps); the in-memory twin never fails to
/// save, so its failures are the decorator's around it. A saved state that cannot be read is the file store's alone:
/// the twin holds values that nothing else writes, so nothing can damage them, and it has no counterpart.
class ShopStateStoreContract: XCTestCase {
    /// The store under test, starting with `state` saved, or with nothing saved when nil.
    func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        throw XCTSkip("the contract itself runs no store")
    }

    /// Makes every later save of the store made last fail as its data layer can, or succeed again when `failing` is
    /// false. Only a store whose saves can fail gives this, and runs the tests that need it.
    func makeSaves(failing: Bool) async throws {
        throw MissingContractHook(name: "makeSaves(failing:)")
    }

    /// Damages the state the store made last saved, so that it can no longer be read, as another program writing half
    /// a file over it would. Only a store whose saved state can be damaged gives this, and runs the tests that need it.
    func damageTheSavedState() async throws {
        throw MissingContractHook(name: "damageTheSavedState()")
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

    func assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() async throws {
        let saved = ShopState(wishList: wished(2))
        let sut = try makeStore(saved: saved)
        try await makeSaves(failing: true)

        let failure = await error { () async throws(DataAccessError) in try await sut.update { $0.wishList.append(WishListEntry(id(1))) } }
        let afterTheFailure = try await sut.read()
        try await makeSaves(failing: false)
        try await sut.update { $0.wishList.append(WishListEntry(id(3))) }
        let afterTheNextChange = try await sut.read()

        XCTAssertNotNil(failure, "the save did not fail")
        XCTAssertEqual(afterTheFailure, saved)
        XCTAssertEqual(afterTheNextChange.wishListIDs, [id(2), id(3)], "the next change applies to the state before the failed one")
    }

    func assertAStateThatCannotBeReadIsNeverWrittenOver() async throws {
        let sut = try makeStore(saved: ShopState(wishList: wished(2)))
        try await damageTheSavedState()
        let damage = await error { () async throws(DataAccessError) in try await sut.read() }

        let failure = await error { () async throws(DataAccessError) in try await sut.update { $0.wishList = wished(1) } }
        let readAfterwards = await error { () async throws(DataAccessError) in try await sut.read() }

        guard case .damaged = damage else { return XCTFail("a damaged state was read: \(String(describing: damage))") }
        XCTAssertEqual(failure, damage, "the change fails as the read does")
        XCTAssertEqual(readAfterwards, damage, "the damaged state is still there, not written over")
    }

    // MARK: - Helpers

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
    private var fileSystem: InMemoryFileSystem?

    override func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        let (sut, fileSystem) = try makeJSONFileStore(saved: state)
        self.fileSystem = fileSystem
        addTeardownBlock { [weak self] in self?.fileSystem = nil }
        return sut
    }

    /// A full disk: the atomic write of the new file fails.
    override func makeSaves(failing: Bool) async throws {
        let failure = InjectedFailure(description: "cannot save \(statePath): No space left on device")
        try XCTUnwrap(fileSystem).failWrites(with: failing ? failure : nil)
    }

    /// Half a file, as a program that does not write atomically leaves when it is killed.
    override func damageTheSavedState() async throws {
        try XCTUnwrap(fileSystem).seed(Data(#"{"version": 2, "wishList": [{"productID": 2"#.utf8), atPath: statePath)
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_thatFailsToSaveChangesNothingThatALaterReadOrChangeSees() async throws { try await assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() }
    func test_update_neverWritesOverAStateThatCannotBeRead() async throws { try await assertAStateThatCannotBeReadIsNeverWrittenOver() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
/// Its failures are the twin's: injected before a call reaches the store it wraps.
final class FaultInjectingShopStateStoreContractTests: ShopStateStoreContract {
    private var injector: FaultInjector?

    override func makeStore(saved state: ShopState?) throws -> any ShopStateStore {
        let injector = FaultInjector(seed: 1)
        self.injector = injector
        addTeardownBlock { [weak self] in self?.injector = nil }
        let gate = FaultGate(injector: injector, clock: ManualFaultClock())
        return FaultInjectingShopStateStore(
            wrapping: InMemoryShopStateStore(state ?? .empty), gate: gate, points: .init(read: [.wishlist], update: [.add])
        )
    }

    /// Every change fails as `add=fail` at the prompt makes it fail.
    override func makeSaves(failing: Bool) async throws {
        let injector = try XCTUnwrap(injector)
        if failing {
            await injector.set(try FaultSpec.parseEntry(point: "add", terms: "fail"))
        } else {
            await injector.clear()
        }
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_thatFailsChangesNothingThatALaterReadOrChangeSees() async throws { try await assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() }
}
