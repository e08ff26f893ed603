import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What every implementation of the state port must do, failures included; each subclass runs it against one.
///
/// The failure cases run where the failure can happen. A failed save is the file store's (a full disk) and the fault
/// decorator's (a failure injected before the call reaches the store it wraps); the in-memory twin never fails to
/// save, so its failures are the decorator's around it. A saved state, or saved orders, that cannot be read are the
/// file store's alone: the twin holds values that nothing else writes, so nothing can damage them, and it has no
/// counterpart.
class ShopStateStoreContract: XCTestCase {
    /// The store under test, starting with `saved` saved, or with nothing saved when nil.
    func makeStore(saved: SavedShop?) async throws -> any ShopStateStore {
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

    /// Damages the orders the store made last saved, so that they can no longer be read, as a program cutting the file
    /// short would. Only a store whose saved orders can be damaged gives this, and runs the tests that need it.
    func damageTheSavedOrders() async throws {
        throw MissingContractHook(name: "damageTheSavedOrders()")
    }

    func assertReadDeliversAnEmptyStateWhenNothingWasSaved() async throws {
        let sut = try await makeStore(saved: nil)

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
        let sut = try await makeStore(saved: SavedShop(state: saved, orders: [order(1009)]))

        let state = try await sut.read()

        XCTAssertEqual(state, saved)
    }

    func assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(wishList: wished(2))))

        let count = try await sut.update(ordersFrom: nil) { transaction in
            transaction.state.wishList = wished(2, 1)
            return transaction.state.wishList.itemCount
        }
        let state = try await sut.read()

        XCTAssertEqual(count, Saved(2), "what the change returned, kept safe")
        XCTAssertEqual(state.wishList.productIDs, [id(2), id(1)])
    }

    func assertUpdatesMadeAtOnceAreAllKept() async throws {
        let sut = try await makeStore(saved: nil)

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
        let sut = try await makeStore(saved: SavedShop(state: saved))

        let answer = try await sut.update(ordersFrom: nil) { _ in "nothing to do" }
        let state = try await sut.read()

        XCTAssertEqual(answer, Saved("nothing to do"), "safe, since nothing was at risk")
        XCTAssertEqual(state, saved)
    }

    func assertAnOrderPlacedIsKeptWithTheStateItLeft() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(wishList: wished(2), nextOrderNumber: 1001)))
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
        let sut = try await makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1006), orders: (1001...1005).map(order)))

        let first = try await sut.orders(0..<2)
        let last = try await sut.orders(4..<6)
        let beyond = try await sut.orders(10..<12)

        XCTAssertEqual(first, OrderSlice(orders: [order(1005), order(1004)], count: 5))
        XCTAssertEqual(last, OrderSlice(orders: [order(1001)], count: 5))
        XCTAssertEqual(beyond, OrderSlice(orders: [], count: 5))
    }

    func assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1006), orders: (1001...1005).map(order)))

        let recent = try await sut.orders(numberedFrom: 1004)
        let none = try await sut.orders(numberedFrom: 1006)

        XCTAssertEqual(recent, [order(1005), order(1004)])
        XCTAssertEqual(none, [])
    }

    func assertOrderNumberedFindsItOrNothing() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1004), orders: (1001...1003).map(order)))

        let found = try await sut.order(numbered: 1002)
        let missing = try await sut.order(numbered: 1009)

        XCTAssertEqual(found, order(1002))
        XCTAssertNil(missing)
    }

    func assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() async throws {
        let sut = try await makeStore(saved: SavedShop(state: makeState(nextOrderNumber: 1004), orders: (1001...1003).map(order)))

        let seen = try await sut.update(ordersFrom: 1002) { $0.recentOrders.map(\.number) }
        let unasked = try await sut.update(ordersFrom: nil) { $0.recentOrders.map(\.number) }

        XCTAssertEqual(seen.value, [1003, 1002])
        XCTAssertEqual(unasked.value, [])
    }

    func order(_ number: Int) -> Order {
        try! Order(
            number: number, lines: [try! Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 3)],
            total: dollars(cents: 2_700), placedAt: Timestamp(secondsSince1970: 1_777_800_131 + number), checkoutKey: "key-\(number)"
        )
    }
}
