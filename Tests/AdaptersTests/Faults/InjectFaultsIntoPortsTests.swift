import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The fault decorators: each call passes the gate at the points it stands for, then reaches the port it wraps;
/// a failed, delayed-then-cancelled call never reaches it.
@MainActor
final class InjectFaultsIntoPortsTests: XCTestCase {
    func test_page_reachesTheCatalogueWithNoEntries() async throws {
        let (sut, catalogue, _, _) = makeSUT()
        catalogue.pageResult = .success(CatalogueSlice(products: [makeProduct()], matchCount: 1))

        let slice = try await sut.catalogue.page(CatalogueRequest(window: 0..<1))

        XCTAssertEqual(slice, CatalogueSlice(products: [makeProduct()], matchCount: 1))
        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: 0..<1))])
    }

    func test_eachCall_failsWithTheKindsErrorWithoutReachingThePort() async {
        let (sut, catalogue, state, _) = makeSUT("catalogue=fail;product=fail(timeout);wishlist=fail(not-found);add=fail(decoding)")

        let errors = [
            await failure { () async throws(DataAccessError) in _ = try await sut.catalogue.page(CatalogueRequest(window: 0..<1)) },
            await failure { () async throws(DataAccessError) in _ = try await sut.catalogue.products(withIDs: [id(1)]) },
            await failure { () async throws(DataAccessError) in _ = try await sut.state.read() },
            await failure { () async throws(DataAccessError) in try await sut.state.update(ordersFrom: nil) { $0.state.wishList = WishList() } },
        ]

        XCTAssertEqual(errors, [.unavailable, .timedOut, .notFound, .damaged("the answer was not valid JSON")])
        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_update_losesTheAnswerOfAChangeItMadeAndSavedAsATimeOut() async {
        let (sut, _, state, _) = makeSUT("add=1*lose")

        let error = await failure { () async throws(DataAccessError) in try await sut.state.update(ordersFrom: nil) { $0.state.wishList = wished(1) } }

        XCTAssertEqual(error, .timedOut)
        XCTAssertEqual(state.messages, [.update(ordersFrom: nil)])
        XCTAssertEqual(state.state.wishList, wished(1))
    }

    func test_update_answersHowSafelyTheStoreItWrapsKeptTheChange() async throws {
        let (sut, _, state, _) = makeSUT()
        state.durability = .notYetSafe("the folder of /x/state.json could not be synced (Input/output error)")

        let saved = try await sut.state.update(ordersFrom: nil) { $0.state.wishList = wished(1) }

        XCTAssertEqual(saved.durability, .notYetSafe("the folder of /x/state.json could not be synced (Input/output error)"))
    }

    func test_readAndLookUp_reachThePortAndLoseTheAnswerAsATimeOut() async {
        let (sut, catalogue, state, _) = makeSUT("wishlist=1*lose;product=1*lose")

        let read = await failure { () async throws(DataAccessError) in _ = try await sut.state.read() }
        let lookUp = await failure { () async throws(DataAccessError) in _ = try await sut.catalogue.products(withIDs: [id(1)]) }

        XCTAssertEqual([read, lookUp], [.timedOut, .timedOut])
        XCTAssertEqual(state.messages, [.read])
        XCTAssertEqual(catalogue.messages, [.lookUp([id(1)])])
    }

    func test_page_passesEachPointItsRequestStandsForInOrder() async {
        let (sut, catalogue, _, _) = makeSUT("catalogue=off;search=fail(timeout)")
        catalogue.pageResult = .success(CatalogueSlice(products: [], matchCount: 0))

        let plain = await failure { () async throws(DataAccessError) in _ = try await sut.catalogue.page(CatalogueRequest(window: 0..<1)) }
        let search = await failure { () async throws(DataAccessError) in
            _ = try await sut.catalogue.page(CatalogueRequest(searchText: "oak", window: 0..<1))
        }

        XCTAssertNil(plain)
        XCTAssertEqual(search, .timedOut)
        XCTAssertEqual(catalogue.messages, [.page(CatalogueRequest(window: 0..<1))])
    }

    func test_read_waitsForTheDelayBeforeReachingTheStore() async throws {
        let (sut, _, state, clock) = makeSUT("wishlist=delay(300ms)")

        let call = Task { try await sut.state.read() }
        await clock.waitForSleepers()
        XCTAssertEqual(state.messages, [])
        clock.advance(by: .milliseconds(300))
        _ = try await call.value

        XCTAssertEqual(state.messages, [.read])
        XCTAssertEqual(clock.requestedSleeps, [.milliseconds(300)])
    }

    func test_update_failsAsCancelledAndChangesNothingWhenCancelledDuringTheDelay() async {
        let (sut, _, state, clock) = makeSUT("add=delay(5s)")

        let call = Task { () async -> DataAccessError? in
            await self.failure { () async throws(DataAccessError) in try await sut.state.update(ordersFrom: nil) { $0.state.wishList = wished(1) } }
        }
        await clock.waitForSleepers()
        call.cancel()
        let error = await call.value

        XCTAssertEqual(error, .cancelled)
        XCTAssertEqual(state.messages, [])
        XCTAssertEqual(state.state, .empty)
    }

    func test_callsStandingForNoPoint_goStraightThroughEvenUnderAPlanForEveryPoint() async throws {
        let (_, catalogue, state, clock) = makeSUT("*=fail")
        let gate = FaultGate(injector: FaultInjector(plan: try FaultSpec.parse("*=fail"), seed: 1), clock: clock)
        let ungated = FaultInjectingShopStateStore(wrapping: state, gate: gate, points: .init())
        let ungatedCatalogue = FaultInjectingCatalogue(wrapping: catalogue, gate: gate, points: .init())

        _ = try await ungated.read()
        _ = try await ungatedCatalogue.products(withIDs: [id(1)])

        XCTAssertEqual(state.messages, [.read])
        XCTAssertEqual(catalogue.messages, [.lookUp([id(1)])])
    }

    func test_aPortWhoseCallsStandForOnePoint_failsThereWithoutReachingIt_thenLosesTheAnswerOfACallItMade() async throws {
        let store = GiftCardStoreSpy([makeGiftCard("WINTER-7KQ2", cents: 5_000)])
        let point = FaultPoint("giftcard")
        let plan = try FaultSpec.parse("giftcard=1*fail(timeout)->1*lose->off", points: [point])
        let sut = FaultInjecting<any GiftCardStore>(
            wrapping: store, gate: FaultGate(injector: FaultInjector(plan: plan, seed: 1, points: [point]), clock: ManualFaultClock()), points: [point]
        )

        let failed = await failure { () async throws(DataAccessError) in _ = try await sut.giftCard(withCode: "winter-7kq2") }
        XCTAssertEqual(store.lookedUp, [], "a failed call never reaches the port")
        let lost = await failure { () async throws(DataAccessError) in _ = try await sut.giftCard(withCode: "winter-7kq2") }
        let found = try await sut.giftCard(withCode: "winter-7kq2")

        XCTAssertEqual([failed, lost], [.timedOut, .timedOut])
        XCTAssertEqual(store.lookedUp, ["winter-7kq2", "winter-7kq2"])
        XCTAssertEqual(found?.code, "WINTER-7KQ2")
    }

    // MARK: - Helpers

    private struct Decorated {
        let catalogue: FaultInjectingCatalogue
        let state: FaultInjectingShopStateStore
    }

    private func failure(of call: () async throws(DataAccessError) -> Void) async -> DataAccessError? {
        do {
            try await call()
            return nil
        } catch {
            return error
        }
    }

    private func makeSUT(
        _ spec: String? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: Decorated, catalogue: CatalogueSpy, state: ShopStateStoreSpy, clock: ManualFaultClock) {
        let catalogue = CatalogueSpy(products: [makeProduct()])
        let state = ShopStateStoreSpy()
        let clock = ManualFaultClock()
        let plan = spec.flatMap { try? FaultSpec.parse($0) } ?? FaultPlan()
        let gate = FaultGate(injector: FaultInjector(plan: plan, seed: 1), clock: clock)
        let sut = Decorated(
            catalogue: FaultInjectingCatalogue(wrapping: catalogue, gate: gate, points: .init(
                page: { [.catalogue] + ($0.searchText == nil ? [] : [.search]) }, lookUp: [.product]
            )),
            state: FaultInjectingShopStateStore(wrapping: state, gate: gate, points: .init(read: [.wishlist], update: [.add]))
        )
        trackForMemoryLeaks(catalogue, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (sut, catalogue, state, clock)
    }
}
