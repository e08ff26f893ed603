import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Whole full-screen sessions in-process, over the real composition (the interactors, presenters and fault gate of
/// the shell) with a catalogue and a state in memory, on a scripted terminal; what the screen shows is read from a
/// strict virtual terminal.
@MainActor
final class RunTheFullScreenTests: XCTestCase {
    func test_run_takesTheTerminalShowsTheCatalogueAndGivesItBackOnQ() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }

        await terminal.waitUntil { $0.text.contains("Market Tote") }
        XCTAssertEqual(terminal.lines[1], "Catalogue: 3 products")
        XCTAssertTrue(terminal.screen.isAlternateScreen)
        XCTAssertFalse(terminal.screen.isCursorVisible)
        terminal.type(.text("q"))

        let status = await run.value
        XCTAssertEqual(status, 0)
        XCTAssertEqual(terminal.steps, [.entered, .left])
        XCTAssertFalse(terminal.screen.isAlternateScreen)
        XCTAssertTrue(terminal.screen.isCursorVisible)
        XCTAssertEqual(terminal.errors, [])
    }

    func test_aKey_writesOneFrameOfOnlyWhatChanged() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") && $0.lines[0].hasSuffix("Your wish list") }
        let framesBefore = terminal.frames.count

        terminal.type(.down)
        await terminal.waitUntil { $0.frames.count > framesBefore }

        XCTAssertEqual(terminal.frames.count, framesBefore + 1)
        XCTAssertFalse(terminal.frames.last?.contains("\u{1B}[2J") ?? true)
        XCTAssertTrue(terminal.lines[3].hasPrefix("› 2  Linen Cushion"), terminal.text)
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_a_putsTheProductOnTheWishListAndTheHeaderFollows() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }

        terminal.type(.text("a"))
        await terminal.waitUntil { $0.lines[0].contains("1 item") }

        XCTAssertTrue(terminal.lines[0].hasSuffix("Your wish list: 1 item · Total: $64.50"), terminal.lines[0])
        XCTAssertEqual(terminal.lines[22], "Added \"Market Tote\" to your wish list (1 item, $64.50).")
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_checkout_asksInADialogAndShowsTheReceipt() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }
        terminal.type(.text("a"))
        await terminal.waitUntil { $0.lines[0].contains("1 item") }

        terminal.type(.text("c"))
        await terminal.waitUntil { $0.text.contains("[ Check out ]") }
        terminal.type(.end, .enter)
        await terminal.waitUntil { $0.text.contains("Place the order") }
        XCTAssertTrue(terminal.text.contains("Place the order for 1 item, $64.50 in all?"), terminal.text)
        terminal.type(.text("y"))
        await terminal.waitUntil { $0.text.contains("Thank you!") }

        XCTAssertEqual(terminal.lines[1], "Thank you! Order #1001 is placed.")
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_aResize_drawsTheScreenWholeAtTheNewSize() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }

        terminal.resize(columns: 120, rows: 30)
        await terminal.waitUntil { $0.lines.count == 30 && terminal.text.contains("Free worldwide shipping") }

        XCTAssertTrue(terminal.frames.contains { $0.contains("\u{1B}[2J") })
        XCTAssertTrue(terminal.lines[1].hasSuffix("│ Market Tote (#1)"), terminal.text)
        XCTAssertFalse(terminal.text.contains("Esc back"), "beside the list, the detail has nothing to go back from")
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_controlZ_givesTheTerminalBackAndDrawsWholeOnceContinued() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }

        terminal.type(.control("z"))
        await terminal.waitUntil { $0.steps.count == 3 && terminal.text.contains("Market Tote") }

        XCTAssertEqual(terminal.steps, [.entered, .suspended, .entered])
        XCTAssertTrue(terminal.screen.isAlternateScreen)
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_theEndOfInput_givesTheTerminalBack() async throws {
        let (sut, terminal) = try makeSUT()
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }

        terminal.endInput()

        let status = await run.value
        XCTAssertEqual(status, 0)
        XCTAssertEqual(terminal.steps, [.entered, .left])
    }

    func test_aFailure_showsWhatFailedAndRRetries() async throws {
        let (sut, terminal) = try makeSUT(faults: "cart=1*fail(no-internet)")
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }

        terminal.type(.text("c"))
        await terminal.waitUntil { $0.text.contains("r retries") }
        XCTAssertEqual(terminal.lines[22], "✗ no internet connection: check your connection and try again  r retries")
        terminal.type(.text("r"))
        await terminal.waitUntil { $0.text.contains("Your cart is empty") }

        XCTAssertEqual(terminal.lines[22], "")
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_aCheckoutWhoseAnswerWasLost_isRetriedSafelyAndFindsTheOrderPlaced() async throws {
        let (sut, terminal) = try makeSUT(faults: "checkout=1*lose")
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") }
        terminal.type(.text("a"))
        await terminal.waitUntil { $0.lines[0].contains("1 item") }
        terminal.type(.text("c"))
        await terminal.waitUntil { $0.text.contains("[ Check out ]") }

        terminal.type(.end, .enter)
        await terminal.waitUntil { $0.text.contains("Place the order") }
        terminal.type(.text("y"))
        await terminal.waitUntil { $0.text.contains("r retries") }
        XCTAssertEqual(terminal.lines[22], "✗ the shop did not answer in time: try again  r retries")
        terminal.type(.text("r"))
        await terminal.waitUntil { $0.text.contains("earlier attempt") }

        XCTAssertEqual(terminal.lines[1], "Order #1001 was placed by your earlier attempt: nothing was ordered twice.")
        terminal.type(.text("o"))
        await terminal.waitUntil { $0.lines[1] == "Your orders: 1 order" }
        terminal.type(.text("q"))
        _ = await run.value
    }

    func test_controlC_cancelsASlowRequestAndSaysNothingChanged() async throws {
        let (sut, terminal) = try makeSUT(faults: "cart=delay(5s)")
        let run = Task { await sut.run() }
        await terminal.waitUntil { $0.text.contains("Market Tote") && $0.lines[0].hasSuffix("Your wish list") }
        terminal.type(.text("c"), .control("c"))
        await terminal.waitUntil { $0.text.contains("cancelled") && $0.text.contains("r retries") }

        XCTAssertEqual(terminal.lines[22], "✗ cancelled: nothing was changed  r retries")
        terminal.type(.text("q"))
        _ = await run.value
    }

    private func makeSUT(faults spec: String = "") throws -> (ScreenProgram, ScriptedScreenTerminal) {
        let terminal = ScriptedScreenTerminal()
        let products = try [
            Product(id: id(1), name: "Market Tote", shortDescription: "Canvas", description: "Waxed canvas.", colours: [], dimensions: [],
                    price: dollars(cents: 6_450), stock: 12, image: "tote.jpg"),
            Product(id: id(2), name: "Linen Cushion", shortDescription: "Linen", description: "Stonewashed linen.", colours: [], dimensions: [],
                    price: dollars(cents: 3_900), stock: 3, image: "cushion.jpg"),
            makeProduct(id: 3, name: "Oak Board"),
        ]
        let faults = FaultSettings(plan: spec.isEmpty ? FaultPlan() : try FaultSpec.parse(spec), seed: 1, seedWasChosen: false)
        let sut = try CompositionRoot.makeScreen(
            settings: Settings(cataloguePath: "", statePath: "", localeIdentifier: "en_US", usesColour: true),
            catalogue: InMemoryCatalogue(makeCatalogue(products)), state: InMemoryShopStateStore(), terminal: terminal, isUnicode: true,
            faults: faults,
            services: SessionServices(faultClock: ManualFaultClock(), shopClock: FixedShopClock(), checkoutKeys: SequentialCheckoutKeys())
        )
        trackForMemoryLeaks(sut)
        return (sut, terminal)
    }
}
