import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The whole shop is composed once, at start-up, for either driver: every registration is built and checked there, so
/// that a missing or circular one fails here, not mid-session; a test overrides what it names, and an override of a
/// port stays behind the fault layer that decorates it.
@MainActor
final class CompositionRootTests: XCTestCase {
    func test_makeShell_composesEveryServiceTheShopNeeds() async throws {
        XCTAssertNoThrow(try makeShell(console: ScriptedConsole(lines: [])))
    }

    func test_makeScreen_composesEveryServiceTheScreenNeeds() async throws {
        XCTAssertNoThrow(try makeScreen())
    }

    func test_makeShell_readsNoDataBeforeTheShellRuns() async throws {
        let catalogue = CatalogueSpy()
        let state = ShopStateStoreSpy()

        _ = try makeShell(console: ScriptedConsole(lines: []), catalogue: catalogue, state: state)

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_makeScreen_readsNoDataBeforeTheScreenRuns() async throws {
        let catalogue = CatalogueSpy()
        let state = ShopStateStoreSpy()

        _ = try makeScreen(catalogue: catalogue, state: state)

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_eachDriver_buildsEveryRegistrationAtStartUp_soOneThatCannotBeBuiltFailsThere() async throws {
        struct Unbuildable {}
        let failing: (ServiceLocator) -> Void = { $0.register(Unbuildable.self) { _ in throw ServiceLocatorError.notRegistered("a database") } }

        XCTAssertThrowsError(try makeShell(console: ScriptedConsole(lines: []), overrides: failing))
        XCTAssertThrowsError(try makeScreen(overrides: failing))
    }

    func test_anOverriddenStateStore_isTheOneTheShopUses_behindTheSameFaultLayer() async throws {
        let spy = ShopStateStoreSpy()
        let console = ScriptedConsole(lines: ["add 1", "add 1"])
        let shell = try makeShell(console: console, faults: "add=1*fail(no-internet)") { locator in
            locator.register((any ShopStateStore).self) { _ in spy }
        }

        _ = await shell.run()

        XCTAssertEqual(spy.messages, [.update(ordersFrom: nil)], "the first add is failed by the fault layer before it reaches the store")
        XCTAssertEqual(spy.state.wishList.productIDs, [id(1)])
    }

    func test_composedShell_runsEveryScreenAndActionItWasGiven() async throws {
        let console = ScriptedConsole(lines: ["home", "catalogue", "show 1", "add 1", "wish", "cart", "rate 1 4", "remove 1", "checkout --yes"])
        let shell = try makeShell(console: console)

        let status = await shell.run()

        XCTAssertEqual(status, 1, "the empty cart's checkout fails; every other command works")
        XCTAssertEqual(console.errors, "line 9: your cart is empty: add products with \"add ID\" first\n")
    }

    private let settings = Settings(cataloguePath: "/catalogue.json", statePath: "/state.json", localeIdentifier: "en_US", usesColour: false)

    private func makeShell(
        console: ScriptedConsole, catalogue: (any ProductCatalogue)? = nil, state: (any ShopStateStore)? = nil, faults: String? = nil,
        overrides: (ServiceLocator) -> Void = { _ in }
    ) throws -> Shell {
        try CompositionRoot.makeShell(
            settings: settings,
            catalogue: catalogue ?? InMemoryCatalogue(makeCatalogue([makeProduct(id: 1)])),
            state: state ?? InMemoryShopStateStore(),
            console: console,
            faults: try faults.map { FaultSettings(plan: try FaultSpec.parse($0), seed: 1, seedWasChosen: false) } ?? .off,
            services: .stopped(),
            overrides: overrides
        )
    }

    private func makeScreen(
        catalogue: (any ProductCatalogue)? = nil, state: (any ShopStateStore)? = nil, overrides: (ServiceLocator) -> Void = { _ in }
    ) throws -> ScreenProgram {
        try CompositionRoot.makeScreen(
            settings: settings,
            catalogue: catalogue ?? InMemoryCatalogue(makeCatalogue([makeProduct(id: 1)])),
            state: state ?? InMemoryShopStateStore(),
            terminal: ScriptedScreenTerminal(),
            isUnicode: true,
            console: ScriptedConsole(lines: []),
            lockWaits: LockWaitNotices(),
            services: .stopped(),
            overrides: overrides
        )
    }
}
