import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The whole shop is composed once, at start-up, for either driver, in one place: the data layer the session opens,
/// the console stack, the presenters and views; every registration is built there, so that a missing or circular one
/// fails there, not mid-session; a test overrides what it names, and an override of a port stays behind the fault layer
/// that decorates it.
@MainActor
final class CompositionRootTests: XCTestCase {
    func test_makeShell_composesEveryServiceTheShopNeeds() async throws {
        _ = try await makeShell(ScriptedConsole(lines: []))
    }

    func test_makeScreen_composesEveryServiceTheScreenNeeds() async throws {
        _ = try await makeScreen()
    }

    func test_eachDriver_opensTheCatalogueTheSessionNames() async throws {
        let world = makeWorld(ScriptedConsole(lines: []), files: InMemoryFileSystem(files: ["/other.json": smallCatalogueJSON]))
        let settings = Settings(cataloguePath: "/other.json", statePath: "/state.json", localeIdentifier: "en_US", usesColour: false)
        let session = try Session.composed(in: world, settings: settings)

        let (_, shellCatalogue) = try await CompositionRoot.makeShell(for: session)
        let (_, screenCatalogue) = try await CompositionRoot.makeScreen(for: session, on: ScriptedScreenTerminal(), isUnicode: true)

        XCTAssertEqual(shellCatalogue.catalogue.productCount, 3)
        XCTAssertEqual(screenCatalogue.catalogue.productCount, 3)
    }

    func test_eachDriver_failsAtStartUp_onAStateFileThatCannotBeRead_sayingNothingFirst() async throws {
        let console = ScriptedConsole(lines: [])
        let files = InMemoryFileSystem(files: ["/state.json": Data("{\"version\": 4".utf8)])
        let session = try Session.composed(in: makeWorld(console, files: files), faults: "*=fail")

        await XCTAssertThrowsErrorAsync(try await CompositionRoot.makeShell(for: session)) { error in
            XCTAssertEqual((error as? StartProblem)?.status, ExitStatus.dataError)
        }
        await XCTAssertThrowsErrorAsync(try await CompositionRoot.makeScreen(for: session, on: ScriptedScreenTerminal(), isUnicode: true)) {
            XCTAssertEqual(($0 as? StartProblem)?.status, ExitStatus.dataError)
        }
        XCTAssertEqual(console.errors, "", "the faults planned are announced only once the state file passed")
    }

    func test_makeShell_readsNoDataBeforeTheShellRuns() async throws {
        let (catalogue, state) = (CatalogueSpy(), ShopStateStoreSpy())

        _ = try await makeShell(ScriptedConsole(lines: [])) { locator in
            locator.register((any ProductCatalogue).self) { _ in catalogue }
            locator.register((any ShopStateStore).self) { _ in state }
        }

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_makeScreen_readsNoDataBeforeTheScreenRuns() async throws {
        let (catalogue, state) = (CatalogueSpy(), ShopStateStoreSpy())

        _ = try await makeScreen { locator in
            locator.register((any ProductCatalogue).self) { _ in catalogue }
            locator.register((any ShopStateStore).self) { _ in state }
        }

        XCTAssertEqual(catalogue.messages, [])
        XCTAssertEqual(state.messages, [])
    }

    func test_eachDriver_buildsEveryRegistrationAtStartUp_soOneThatCannotBeBuiltFailsThere() async throws {
        struct Unbuildable {}
        let failing: (ServiceLocator) -> Void = { $0.register(Unbuildable.self) { _ in throw ServiceLocatorError.notRegistered("a database") } }

        await XCTAssertThrowsErrorAsync(try await makeShell(ScriptedConsole(lines: []), overrides: failing))
        await XCTAssertThrowsErrorAsync(try await makeScreen(overrides: failing))
    }

    func test_anOverriddenStateStore_isTheOneTheShopUses_behindTheSameFaultLayer() async throws {
        let spy = ShopStateStoreSpy()
        let shell = try await makeShell(ScriptedConsole(lines: ["add 1", "add 1"]), faults: "add=1*fail(no-internet)") { locator in
            locator.register((any ShopStateStore).self) { _ in spy }
        }

        _ = await shell.run()

        XCTAssertEqual(spy.messages, [.update(ordersFrom: nil)], "the first add is failed by the fault layer before it reaches the store")
        XCTAssertEqual(spy.state.wishList.productIDs, [id(1)])
    }

    func test_anOverriddenConsole_isTheOneTheShellReadsAndWritesThrough() async throws {
        let typed = ScriptedConsole(lines: ["show 1"])
        let shell = try await makeShell(ScriptedConsole(lines: ["quit"])) { locator in
            locator.register((any Console).self) { _ in typed }
        }

        let status = await shell.run()

        XCTAssertEqual(status, 0)
        XCTAssertTrue(typed.output.contains("Heron Tote"), typed.output)
    }

    func test_aFeaturesStore_isDecoratedByTheFaultLayerAtItsOwnPoint_andOverriddenLikeAPort() async throws {
        let cards = GiftCardStoreSpy([makeGiftCard("WINTER-7KQ2", cents: 5_000)])
        let console = ScriptedConsole(lines: ["card WINTER-7KQ2", "card WINTER-7KQ2"])
        let shell = try await makeShell(console, faults: "giftcard=1*fail(no-internet)") { locator in
            locator.register((any GiftCardStore).self) { _ in cards }
        }

        _ = await shell.run()

        XCTAssertEqual(cards.lookedUp, ["WINTER-7KQ2"], "the first look-up is failed at the giftcard point before it reaches the store")
        XCTAssertTrue(console.output.contains("$50.00"), console.output)
    }

    func test_composedShell_runsEveryScreenAndActionItWasGiven() async throws {
        let console = ScriptedConsole(lines: [
            "home", "catalogue", "show 1", "add 1", "wish", "cart", "rate 1 4", "remove 1", "card NOPE", "checkout --yes",
        ])
        let shell = try await makeShell(console)

        let status = await shell.run()

        XCTAssertEqual(status, 1, "the unknown card and the empty cart's checkout fail; every other command works")
        XCTAssertEqual(console.errors, """
        line 9: no gift card with that code
        line 10: your cart is empty: add products with "add ID" first

        """)
    }

    private func makeShell(
        _ console: ScriptedConsole, faults: String = "", overrides: @escaping (ServiceLocator) -> Void = { _ in }
    ) async throws -> Shell {
        try await CompositionRoot.makeShell(for: Session.composed(in: makeWorld(console, overrides: overrides), faults: faults)).0
    }

    private func makeScreen(overrides: @escaping (ServiceLocator) -> Void = { _ in }) async throws -> ScreenProgram {
        let session = try Session.composed(in: makeWorld(ScriptedConsole(lines: []), overrides: overrides))
        return try await CompositionRoot.makeScreen(for: session, on: ScriptedScreenTerminal(), isUnicode: true).0
    }

    /// A world selling the small catalogue, built in, with its state in memory.
    private func makeWorld(
        _ console: ScriptedConsole, files: InMemoryFileSystem = InMemoryFileSystem(), overrides: @escaping (ServiceLocator) -> Void = { _ in }
    ) -> ShopWorld {
        ShopWorld(
            console: console, fileSystem: files, outputIsTerminal: false, builtInCatalogue: smallCatalogueJSON, services: .stopped(),
            overrides: overrides
        )
    }
}
