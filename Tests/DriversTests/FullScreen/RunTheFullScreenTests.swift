import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Whole full-screen sessions in-process (`ScreenTour`): over the real composition with a small catalogue and a state
/// in memory, on a scripted terminal; what the screen shows is read from a strict virtual terminal.
@MainActor
final class RunTheFullScreenTests: XCTestCase {
    func test_run_takesTheTerminalShowsTheCatalogueAndGivesItBackOnQ() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")

        let terminal = tour.terminal
        XCTAssertEqual(terminal.lines[1], "Catalogue: 3 products")
        XCTAssertTrue(terminal.screen.isAlternateScreen)
        XCTAssertFalse(terminal.screen.isCursorVisible)
        terminal.type(.text("q"))

        let status = await tour.end()
        XCTAssertEqual(status, 0)
        XCTAssertEqual(terminal.steps, [.entered, .left])
        XCTAssertFalse(terminal.screen.isAlternateScreen)
        XCTAssertTrue(terminal.screen.isCursorVisible)
        XCTAssertEqual(terminal.errors, [])
    }

    func test_aKey_writesOneFrameOfOnlyWhatChanged() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")
        await tour.terminal.waitUntil { $0.lines[0].hasSuffix("Your wish list is empty") }
        let framesBefore = tour.terminal.frames.count

        await tour.type(.down) { $0.frames.count > framesBefore }

        XCTAssertEqual(tour.terminal.frames.count, framesBefore + 1)
        XCTAssertFalse(tour.terminal.frames.last?.contains("\u{1B}[2J") ?? true)
        XCTAssertTrue(tour.terminal.lines[3].hasPrefix("› 2  Linen Cushion"), tour.terminal.text)
        _ = await tour.quit()
    }

    func test_a_putsTheProductOnTheWishListAndTheHeaderFollows() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")

        await tour.type(.text("a")) { $0.lines[0].contains("1 item") }

        XCTAssertTrue(tour.terminal.lines[0].hasSuffix("Your wish list: 1 item · Total: $64.50"), tour.terminal.lines[0])
        XCTAssertEqual(tour.terminal.lines[22], "Added \"Market Tote\" to your wish list (1 item, $64.50).")
        _ = await tour.quit()
    }

    func test_checkout_asksInADialogAndShowsTheReceipt() async throws {
        let tour = try await cartWithOneItem()

        await tour.type(.end, .enter, showing: "Place the order")
        XCTAssertTrue(tour.terminal.text.contains("Place the order for 1 item, $64.50 in all?"), tour.terminal.text)
        await tour.type(.text("y"), showing: "Thank you!")

        XCTAssertEqual(tour.terminal.lines[1], "Thank you! Order #1001 is placed.")
        _ = await tour.quit()
    }

    func test_checkout_whoseCartChangedWhileAsked_saysHowAndAsksAgainAboutTheCartAsItIsNow() async throws {
        let tour = try await cartWithOneItem()
        await tour.type(.end, .enter, showing: "Place the order for 1 item")

        // Another shop wishes for two while this customer decides.
        let tote = try Self.products()[0]
        try await tour.state.update(ordersFrom: nil) { _ = try? $0.state.wishList.setQuantity(2, of: tote) }
        await tour.type(.text("y"), showing: "Place the order for 2 items, $129.00 in all?")

        XCTAssertTrue(tour.terminal.text.contains("│ ✗ nothing was ordered: your cart changed while you decided:"), tour.terminal.text)
        await tour.type(.text("y"), showing: "Thank you!")
        XCTAssertEqual(tour.terminal.lines[1], "Thank you! Order #1001 is placed.")
        XCTAssertTrue(tour.terminal.lines[2].hasPrefix("2 × Market Tote"), tour.terminal.text)
        _ = await tour.quit()
    }

    func test_aResize_drawsTheScreenWholeAtTheNewSize() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")

        tour.terminal.resize(columns: 120, rows: 30)
        await tour.terminal.waitUntil { $0.lines.count == 30 && $0.text.contains("Free worldwide shipping") }

        XCTAssertTrue(tour.terminal.frames.contains { $0.contains("\u{1B}[2J") })
        XCTAssertTrue(tour.terminal.lines[1].hasSuffix("│ Market Tote (#1)"), tour.terminal.text)
        XCTAssertFalse(tour.terminal.text.contains("Esc back"), "beside the list, the detail has nothing to go back from")
        _ = await tour.quit()
    }

    func test_quitAfterTheWindowWidened_leavesNoRowOfTheShopAboveThePrompt() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")
        tour.terminal.resize(columns: 120, rows: 40)
        await tour.terminal.waitUntil { $0.lines.count == 40 && $0.text.contains("Free worldwide shipping") }

        _ = await tour.quit()

        XCTAssertFalse(tour.terminal.screen.isAlternateScreen)
        XCTAssertEqual(tour.terminal.screen.leftBehind, [], "tmux 3.3a reflows these rows to 80 columns and shows them above the prompt")
    }

    func test_controlZ_givesTheTerminalBackAndDrawsWholeOnceContinued() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")

        await tour.type(.control("z")) { $0.steps.count == 3 && $0.text.contains("Market Tote") }

        XCTAssertEqual(tour.terminal.steps, [.entered, .suspended, .entered])
        XCTAssertTrue(tour.terminal.screen.isAlternateScreen)
        _ = await tour.quit()
    }

    func test_theEndOfInput_givesTheTerminalBack() async throws {
        let tour = try await makeSUT()
        await tour.start(showing: "Market Tote")

        tour.terminal.endInput()

        let status = await tour.end()
        XCTAssertEqual(status, 0)
        XCTAssertEqual(tour.terminal.steps, [.entered, .left])
    }

    func test_aFailure_showsWhatFailedAndRRetries() async throws {
        let tour = try await makeSUT(faults: "cart=1*fail(no-internet)")
        await tour.start(showing: "Market Tote")

        await tour.type(.text("c"), showing: "r retries")
        XCTAssertEqual(tour.terminal.lines[22], "✗ no internet connection: check your connection and try again  r retries")
        await tour.type(.text("r"), showing: "Your cart is empty")

        XCTAssertEqual(tour.terminal.lines[22], "")
        _ = await tour.quit()
    }

    func test_aCheckoutWhoseAnswerWasLost_isRetriedSafelyAndFindsTheOrderPlaced() async throws {
        let tour = try await cartWithOneItem(faults: "checkout=1*lose")
        await tour.type(.end, .enter, showing: "Place the order")

        await tour.type(.text("y"), showing: "r retries")
        XCTAssertEqual(tour.terminal.lines[22], "✗ the shop did not answer in time: try again  r retries")
        await tour.type(.text("r"), showing: "earlier attempt")

        XCTAssertEqual(tour.terminal.lines[1], "Order #1001 was placed by your earlier attempt: nothing was ordered twice.")
        await tour.type(.text("o")) { $0.lines[1] == "Your orders: 1 order" }
        _ = await tour.quit()
    }

    func test_controlC_cancelsASlowRequestAndSaysNothingChanged() async throws {
        let tour = try await makeSUT(faults: "cart=delay(5s)")
        await tour.start(showing: "Market Tote")
        await tour.terminal.waitUntil { $0.lines[0].hasSuffix("Your wish list is empty") }

        // The first requests' moments still sleep (the clock has not moved): the cart's delay and its own moment must
        // both sleep too before the moment passes, or it passes unseen.
        await tour.type(.text("c"), thenSleepers: 2)
        tour.clock.advance(by: .milliseconds(100))
        await tour.terminal.waitUntil { $0.text.contains("Ctrl-C cancels") }
        await tour.type(.control("c")) { $0.text.contains("cancelled") && $0.text.contains("r retries") }

        XCTAssertEqual(tour.terminal.lines[22], "✗ cancelled: nothing was changed  r retries")
        _ = await tour.quit()
    }

    func test_aSaveWaitingForAnotherShop_isSaidInTheStatusLineNotOverTheScreen() async throws {
        let tour = try await makeSUT(faults: "add=delay(5s)")
        await tour.start(showing: "Market Tote")
        await tour.terminal.waitUntil { $0.lines[0].hasSuffix("Your wish list is empty") }
        await tour.type(.text("a"), thenSleepers: 2)

        tour.lockWaits.say()
        await tour.terminal.waitUntil { $0.lines[23].hasPrefix("waiting for another Tasch to finish saving…  Ctrl-C cancels") }
        XCTAssertTrue(tour.terminal.lines[0].hasSuffix("Your wish list is empty"), tour.terminal.text)
        XCTAssertEqual(tour.terminal.lines[1], "Catalogue: 3 products")
        tour.clock.advance(by: .seconds(5))

        await tour.terminal.waitUntil { $0.lines[0].contains("1 item") && !$0.lines[23].contains("waiting") }
        XCTAssertEqual(tour.terminal.errors, [])
        _ = await tour.quit()
    }

    func test_qWhileAConfirmedOrderIsPlaced_leavesOnceItIsPlacedAndSaysSo() async throws {
        let tour = try await cartWithOneItem(faults: "checkout=delay(5s)")
        await tour.type(.end, .enter, showing: "Place the order")
        await tour.type(.text("y"), thenSleepers: 1)

        await tour.type(.text("q"), showing: "leaving once your order is placed…")
        XCTAssertEqual(tour.terminal.steps, [.entered], "the screen stays until the order is placed")
        tour.clock.advance(by: .seconds(5))

        let status = await tour.end()
        XCTAssertEqual(status, 0)
        XCTAssertEqual(tour.console.output, "Thank you! Order #1001 is placed.\n")
        let placed = try await tour.state.order(numbered: 1001)
        XCTAssertEqual(placed?.number, 1001)
    }

    private func makeSUT(faults: String = "") async throws -> ScreenTour {
        let tour = try await ScreenTour(catalogue: makeCatalogue(Self.products()), faults: faults)
        trackForMemoryLeaks(tour.program)
        return tour
    }

    private static func products() throws -> [Product] {
        try [
            Product(id: id(1), name: "Market Tote", shortDescription: "Canvas", description: "Waxed canvas.", colours: [], dimensions: [],
                    price: dollars(cents: 6_450), stock: 12, image: "tote.jpg"),
            Product(id: id(2), name: "Linen Cushion", shortDescription: "Linen", description: "Stonewashed linen.", colours: [], dimensions: [],
                    price: dollars(cents: 3_900), stock: 3, image: "cushion.jpg"),
            makeProduct(id: 3, name: "Oak Board"),
        ]
    }

    /// A session whose cart holds the first product, on show.
    private func cartWithOneItem(faults: String = "") async throws -> ScreenTour {
        let tour = try await makeSUT(faults: faults)
        await tour.start(showing: "Market Tote")
        await tour.type(.text("a")) { $0.lines[0].contains("1 item") }
        await tour.type(.text("c"), showing: "[ Check out ]")
        return tour
    }
}
