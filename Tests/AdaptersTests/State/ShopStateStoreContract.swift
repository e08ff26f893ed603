import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What every implementation of the state port must do, failures included; each subclass runs it against one.
///
/// The failure cases run where the failure can happen. A failed save is the file store's (a full disk) and the fault
/// decorator's (a failure injected before the call reaches the store it wraps); the in-memory twin never fails to
/// save, so its failures are the decorator's around it. Saved orders that cannot be read are the file store's alone.
class ShopStateStoreContract: XCTestCase {
    /// The store under test, starting with `saved` saved, or with nothing saved when nil.
    func makeStore(saved: SavedShop?) throws -> any ShopStateStore {
        throw XCTSkip("the contract itself runs no store")
    }

    /// Makes every later save of the store made last fail as its data layer can, or succeed again when `failing` is
    /// false. Only a store whose saves can fail gives this, and runs the tests that need it.
    func makeSaves(failing: Bool) async throws {
        throw MissingContractHook(name: "makeSaves(failing:)")
    }

    /// Damages the orders the store made last saved, so that they can no longer be read, as a program cutting the file
    /// short would. Only a store whose saved orders can be damaged gives this, and runs the tests that need it.
    func damageTheSavedOrders() async throws {
        throw MissingContractHook(name: "damageTheSavedOrders()")
    }

    func assertReadDeliversAnEmptyStateWhenNothingWasSaved() async throws {
        let sut = try makeStore(saved: nil)

        let state = try await sut.read()
        let orders = try await sut.orders(0..<20)

        XCTAssertEqual(state, .empty)
        XCTAssertEqual(orders, OrderSlice(orders: [], count: 0))
    }

    func assertReadDeliversTheSavedState() async throws {
        let saved = makeState(
            wishList: wishList([entry(2, quantity: 2, priceWhenAdded: dollars(cents: 950)), entry(1)]),
            ratings: [id(1): Rating(stars: 4)!], sold: [id(2): 3], nextOrderNumber: 1010
        )
        let sut = try makeStore(saved: SavedShop(state: saved, orders: [order(1009)]))

        let state = try await sut.read()

        XCTAssertEqual(state, saved)
    }

    func assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(wishList: wished(2))))

        let count = try await sut.update(ordersFrom: nil) { transaction in
            transaction.state.wishList = wished(2, 1)
            return transaction.state.wishList.itemCount
        }
        let state = try await sut.read()

        XCTAssertEqual(count, 2)
        XCTAssertEqual(state.wishList.productIDs, [id(2), id(1)])
    }

    func assertUpdatesMadeAtOnceAreAllKept() async throws {
        let sut = try makeStore(saved: nil)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for raw in 1...20 {
                group.addTask { _ = try await sut.update(ordersFrom: nil) { $0.state.ratings[id(raw)] = Rating(stars: 3) } }
            }
            try await group.waitForAll()
        }
        let state = try await sut.read()

        XCTAssertEqual(Set(state.ratings.keys), Set((1...20).map(id)))
    }

    func assertUpdateThatChangesNothingLeavesTheStateAsItWas() async throws {
        let saved = makeState(wishList: wished(1))
        let sut = try makeStore(saved: SavedShop(state: saved))

        let answer = try await sut.update(ordersFrom: nil) { _ in "nothing to do" }
        let state = try await sut.read()

        XCTAssertEqual(answer, "nothing to do")
        XCTAssertEqual(state, saved)
    }

    func assertAnOrderPlacedIsKeptWithTheStateItLeft() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(wishList: wished(2), nextOrderNumber: 1001)))
        let placed = order(1001)

        try await sut.update(ordersFrom: nil) { transaction in
            transaction.state = makeState(nextOrderNumber: 1002)
            transaction.place(placed)
        }
        let state = try await sut.read()
        let history = try await sut.orders(0..<20)
        let one = try await sut.order(numbered: 1001)

        XCTAssertEqual(state, makeState(nextOrderNumber: 1002))
        XCTAssertEqual(history, OrderSlice(orders: [order(1001)], count: 1))
        XCTAssertEqual(one, order(1001))
    }

    func assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1006), orders: (1001...1005).map(order)))

        let first = try await sut.orders(0..<2)
        let last = try await sut.orders(4..<6)
        let beyond = try await sut.orders(10..<12)

        XCTAssertEqual(first, OrderSlice(orders: [order(1005), order(1004)], count: 5))
        XCTAssertEqual(last, OrderSlice(orders: [order(1001)], count: 5))
        XCTAssertEqual(beyond, OrderSlice(orders: [], count: 5))
    }

    func assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1006), orders: (1001...1005).map(order)))

        let recent = try await sut.orders(numberedFrom: 1004)
        let none = try await sut.orders(numberedFrom: 1006)

        XCTAssertEqual(recent, [order(1005), order(1004)])
        XCTAssertEqual(none, [])
    }

    func assertOrderNumberedFindsItOrNothing() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1004), orders: (1001...1003).map(order)))

        let found = try await sut.order(numbered: 1002)
        let missing = try await sut.order(numbered: 1009)

        XCTAssertEqual(found, order(1002))
        XCTAssertNil(missing)
    }

    func assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1004), orders: (1001...1003).map(order)))

        let seen = try await sut.update(ordersFrom: 1002) { $0.recentOrders.map(\.number) }
        let unasked = try await sut.update(ordersFrom: nil) { $0.recentOrders.map(\.number) }

        XCTAssertEqual(seen, [1003, 1002])
        XCTAssertEqual(unasked, [])
    }

    func assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() async throws {
        let saved = makeState(wishList: wished(2), nextOrderNumber: 1002)
        let sut = try makeStore(saved: SavedShop(state: saved, orders: [order(1001)]))
        try await makeSaves(failing: true)

        let placed = order(1002)
        let failure = await error { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { transaction in
                transaction.state = makeState(nextOrderNumber: 1003)
                transaction.place(placed)
            }
        }
        let afterTheFailure = try await sut.read()
        let ordersAfterTheFailure = try await sut.orders(0..<20)
        try await makeSaves(failing: false)
        try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 3)) }
        let afterTheNextChange = try await sut.read()

        XCTAssertNotNil(failure, "the save did not fail")
        XCTAssertEqual(afterTheFailure, saved)
        XCTAssertEqual(ordersAfterTheFailure, OrderSlice(orders: [order(1001)], count: 1))
        XCTAssertEqual(afterTheNextChange.wishList.productIDs, [id(2), id(3)], "the next change applies to the state before the failed one")
    }

    func assertOrdersThatCannotBeReadAreNeverWrittenOver() async throws {
        let sut = try makeStore(saved: SavedShop(state: makeState(wishList: wished(2), nextOrderNumber: 1003), orders: [order(1001), order(1002)]))
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

    func order(_ number: Int) -> Order {
        try! Order(
            number: number, lines: [try! Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 3)],
            total: dollars(cents: 2_700), placedAt: Timestamp(secondsSince1970: 1_777_800_131 + number), checkoutKey: "key-\(number)"
        )
    }
}

final class InMemoryShopStateStoreContractTests: ShopStateStoreContract {
    override func makeStore(saved: SavedShop?) throws -> any ShopStateStore {
        InMemoryShopStateStore(saved?.state ?? .empty, orders: saved?.orders ?? [])
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_keepsAnOrderPlacedWithTheStateItLeft() async throws { try await assertAnOrderPlacedIsKeptWithTheStateItLeft() }
    func test_orders_comeNewestFirstAPageAtATime() async throws { try await assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() }
    func test_ordersNumberedFrom_areThoseAtOrAfterIt() async throws { try await assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() }
    func test_orderNumbered_findsItOrNothing() async throws { try await assertOrderNumberedFindsItOrNothing() }
    func test_update_handsTheTransactionTheOrdersAskedFor() async throws { try await assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() }
}

final class JSONFileShopStateStoreContractTests: ShopStateStoreContract {
    private var fileSystem: InMemoryFileSystem?

    override func makeStore(saved: SavedShop?) throws -> any ShopStateStore {
        let (sut, fileSystem) = try makeJSONFileStore(savedShop: saved)
        self.fileSystem = fileSystem
        addTeardownBlock { [weak self] in self?.fileSystem = nil }
        return sut
    }

    /// A full disk: every write and append fails.
    override func makeSaves(failing: Bool) async throws {
        let failure = InjectedFailure(description: "cannot save \(statePath): No space left on device")
        try XCTUnwrap(fileSystem).failWrites(with: failing ? failure : nil)
    }

    /// The journal cut short inside its committed bytes, as a program that truncates it would leave it.
    override func damageTheSavedOrders() async throws {
        try XCTUnwrap(fileSystem).edit(atPath: journalPath) { $0.removeLast(20) }
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_keepsAnOrderPlacedWithTheStateItLeft() async throws { try await assertAnOrderPlacedIsKeptWithTheStateItLeft() }
    func test_orders_comeNewestFirstAPageAtATime() async throws { try await assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() }
    func test_ordersNumberedFrom_areThoseAtOrAfterIt() async throws { try await assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() }
    func test_orderNumbered_findsItOrNothing() async throws { try await assertOrderNumberedFindsItOrNothing() }
    func test_update_handsTheTransactionTheOrdersAskedFor() async throws { try await assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() }
    func test_update_thatFailsToSaveChangesNothingThatALaterReadOrChangeSees() async throws { try await assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() }
    func test_update_neverWritesOverOrdersThatCannotBeRead() async throws { try await assertOrdersThatCannotBeReadAreNeverWrittenOver() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
final class FaultInjectingShopStateStoreContractTests: ShopStateStoreContract {
    private var injector: FaultInjector?

    override func makeStore(saved: SavedShop?) throws -> any ShopStateStore {
        let injector = FaultInjector(seed: 1)
        self.injector = injector
        addTeardownBlock { [weak self] in self?.injector = nil }
        let gate = FaultGate(injector: injector, clock: ManualFaultClock())
        return FaultInjectingShopStateStore(
            wrapping: InMemoryShopStateStore(saved?.state ?? .empty, orders: saved?.orders ?? []), gate: gate,
            points: .init(read: [.wishlist], update: [.add])
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
    func test_update_keepsAnOrderPlacedWithTheStateItLeft() async throws { try await assertAnOrderPlacedIsKeptWithTheStateItLeft() }
    func test_orders_comeNewestFirstAPageAtATime() async throws { try await assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() }
    func test_ordersNumberedFrom_areThoseAtOrAfterIt() async throws { try await assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() }
    func test_orderNumbered_findsItOrNothing() async throws { try await assertOrderNumberedFindsItOrNothing() }
    func test_update_handsTheTransactionTheOrdersAskedFor() async throws { try await assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() }
    func test_update_thatFailsChangesNothingThatALaterReadOrChangeSees() async throws { try await assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() }
}

/// A contract test ran for a store whose subclass does not give the hook it needs: leave the test out of its list.
struct MissingContractHook: Error, CustomStringConvertible {
    let name: String

    var description: String { "this store has no \(name): leave the tests that need it out of its list" }
}
