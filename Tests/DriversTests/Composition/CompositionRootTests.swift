import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The whole shop is composed once, at start-up: a missing or circular registration fails here, not mid-session.
@MainActor
final class CompositionRootTests: XCTestCase {
    func test_makeShell_composesEveryServiceTheShopNeeds() async throws {
        let console = ScriptedConsole(lines: [])

        XCTAssertNoThrow(try makeShell(console: console))
    }

    func test_makeShell_readsNoDataBeforeTheShellRuns() async throws {
        let catalogue = CatalogueSpy()
        let state = ShopStateStoreSpy()

        _ = try makeShell(console: ScriptedConsole(lines: []), catalogue: catalogue, state: state)

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_composedShell_runsEveryScreenAndActionItWasGiven() async throws {
        let console = ScriptedConsole(lines: ["home", "catalogue", "show 1", "add 1", "wish", "cart", "rate 1 4", "remove 1", "checkout --yes"])
        let shell = try makeShell(console: console)

        let status = await shell.run()

        XCTAssertEqual(status, 1, "the empty cart's checkout fails; every other command works")
        XCTAssertEqual(console.errors, "line 9: your cart is empty: add products with \"add ID\" first\n")
    }

    private func makeShell(
        console: ScriptedConsole, catalogue: (any ProductCatalogue)? = nil, state: (any ShopStateStore)? = nil
    ) throws -> Shell {
        let settings = Settings(cataloguePath: "/catalogue.json", statePath: "/state.json", localeIdentifier: "en_US", usesColour: false)
        return try CompositionRoot.makeShell(
            settings: settings,
            catalogue: catalogue ?? InMemoryCatalogue(makeCatalogue([makeProduct(id: 1)])),
            state: state ?? InMemoryShopStateStore(),
            console: console,
            services: .stopped()
        )
    }
}
