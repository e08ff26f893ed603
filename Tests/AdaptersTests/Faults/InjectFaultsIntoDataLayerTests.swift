import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class InjectFaultsIntoDataLayerTests: XCTestCase {
    func test_loadCatalogue_forwardsToTheDataLayerWithNoEntries() async throws {
        let (sut, store, _) = makeSUT()
        store.catalogueResult = .success(makeCatalogue([makeProduct()]))

        let catalogue = try await sut.loadCatalogue()

        XCTAssertEqual(catalogue, makeCatalogue([makeProduct()]))
        XCTAssertEqual(store.messages, [.loadCatalogue])
    }

    func test_eachPort_failsWithTheKindsErrorWithoutReachingTheDataLayer() async throws {
        let (sut, store, _) = makeSUT("catalogue=fail;product=fail(timeout);wishlist=fail(not-found);add=fail(decoding);remove=fail;cart=fail;checkout=fail(timeout);rate=fail;search=fail(timeout);ratings=fail(not-found)")
        let cart = try Cart(wishList: makeWishList([makeProduct()]))
        var errors: [ShopError?] = []
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.loadCatalogue() }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.loadProductDetail(id(1)) }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.loadWishList() }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.addToWishList(id(1)) }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.removeFromWishList(id(1)) }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.loadCart() }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.placeOrder(for: cart) }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.rate(id(1), as: Rating(stars: 3)!) }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.searchCatalogue(for: "tote") }))
        errors.append(await failure(of: { () async throws(ShopError) in _ = try await sut.loadRatings() }))

        XCTAssertEqual(errors, [.noConnection, .timedOut, .notFound, .unreadableData("the answer was not valid JSON"), .noConnection, .noConnection, .timedOut, .noConnection, .timedOut, .notFound])
        XCTAssertEqual(store.messages, [])
    }

    func test_loadCart_waitsForTheDelayBeforeForwarding() async throws {
        let (sut, store, clock) = makeSUT("cart=delay(300ms)")
        store.cartResult = .success(try Cart(wishList: makeWishList([])))

        let call = Task { try await sut.loadCart() }
        await clock.waitForSleepers()
        XCTAssertEqual(store.messages, [])
        clock.advance(by: .milliseconds(300))
        _ = try await call.value

        XCTAssertEqual(store.messages, [.loadCart])
        XCTAssertEqual(clock.requestedSleeps, [.milliseconds(300)])
    }

    func test_placeOrder_failsAsCancelledAndChangesNothingWhenCancelledDuringTheDelay() async throws {
        let (sut, store, clock) = makeSUT("checkout=delay(5s)")
        let cart = try Cart(wishList: makeWishList([makeProduct()]))

        let call = Task { () -> ShopError? in
            do {
                _ = try await sut.placeOrder(for: cart)
                return nil
            } catch {
                return error as? ShopError
            }
        }
        await clock.waitForSleepers()
        call.cancel()
        let error = await call.value

        XCTAssertEqual(error, .cancelled)
        XCTAssertEqual(store.messages, [])
    }

    private func failure(of call: () async throws(ShopError) -> Void) async -> ShopError? {
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
    ) -> (sut: FaultInjectingDataLayer, store: ShopStoreSpy, clock: ManualFaultClock) {
        let store = ShopStoreSpy()
        let clock = ManualFaultClock()
        let plan = spec.flatMap { try? FaultSpec.parse($0) } ?? FaultPlan()
        let sut = FaultInjectingDataLayer(wrapping: store, injector: FaultInjector(plan: plan, seed: 1), clock: clock)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (sut, store, clock)
    }
}
