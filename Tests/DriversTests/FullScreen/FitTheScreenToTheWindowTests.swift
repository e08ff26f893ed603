@testable import Drivers
import TaschTestSupport
import XCTest

/// The full screen in every window from 80×24 down to its smallest, 40×10, as a person meets it: the keys for help and
/// quitting always in the status line, and no price or total ever cut.
@MainActor
final class FitTheScreenToTheWindowTests: XCTestCase {
    func test_theStatusLine_keepsHelpAndQuitOnEveryViewAtEverySize() async throws {
        for size in everyWindowSize {
            for view in try await EveryViewTour.views(at: size) where view.dialogAnswer == nil {
                // While a search is typed every key types, so its ways out are Escape and Ctrl-C.
                let keys = view.isSearching ? ["Esc leave the search", "Ctrl-C quit"] : WindowReading.helpAndQuit
                XCTAssertTrue(keys.allSatisfy(view.status.contains), "\(view.name): \(view.status)")
                XCTAssertFalse(view.status.hasSuffix("…"), "\(view.name): a hint is cut: \(view.status)")
            }
        }
    }

    func test_theStatusLine_saysOnlyTheKeysThatAnswerADialogWhileOneIsOpen_atEverySize() async throws {
        for size in everyWindowSize {
            for view in try await EveryViewTour.views(at: size) {
                guard let answer = view.dialogAnswer else { continue }
                XCTAssertTrue(view.status.hasPrefix(answer), "\(view.name): \(view.status)")
                XCTAssertFalse(WindowReading.helpAndQuit.contains(where: view.status.contains), "\(view.name): \(view.status)")
                XCTAssertFalse(view.status.hasSuffix("…"), "\(view.name): a hint is cut: \(view.status)")
            }
        }
    }

    func test_noPriceOrTotalIsCut_onEveryViewAtEverySize() async throws {
        let amounts = [
            "the catalogue": ["$64.50", "$39.00", "$24.99"], "a product": ["$64.50"], "the answer to a change": ["item, $64.50)."], "the wish list": ["Total: $142.50", "$64.50", "$78.00"],
            "the cart": ["$64.50", "$78.00", "$142.50"], "the checkout's question": ["$142.50"], "the receipt": ["$64.50", "$78.00", "$142.50"],
            "the orders": ["$142.50"], "an order": ["$142.50"], "a cart that cannot be bought": ["$48.00"],
        ]
        for size in everyWindowSize {
            for view in try await EveryViewTour.views(at: size) {
                let text = view.lines.joined(separator: "\n")
                XCTAssertEqual(view.lines.flatMap(WindowReading.cutAmounts), [], "\(view.name):\n\(text)")
                let expected = amounts.first { view.name.hasPrefix($0.key + " at") }?.value ?? []
                for amount in expected { XCTAssertTrue(text.contains(amount), "\(view.name) shows no \(amount):\n\(text)") }
                XCTAssertTrue(WindowReading.showsTheTotal(header: view.lines[0]), "\(view.name): \(view.lines[0])")
            }
        }
    }

    func test_aFailure_saysWhollyWhatFailedAndThatRRetries_atEverySize() async throws {
        for size in everyWindowSize {
            let tour = try await ScreenTour(columns: size.columns, rows: size.rows, faults: "cart=1*fail(no-internet)")
            await tour.start(showing: "Catalogue: 10 products")

            await tour.type(.text("c")) { $0.text.contains("✗ no internet") && $0.text.contains("retr") }

            let text = tour.terminal.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            XCTAssertTrue(text.contains("✗ no internet connection: check your connection and try again r retries"), "\(size)\n\(tour.terminal.text)")
            XCTAssertTrue(WindowReading.helpAndQuit.allSatisfy(tour.terminal.lines.last!.contains), "\(size)")
            _ = await tour.quit()
        }
    }

    func test_thePriceColumn_staysInPlaceWhileASearchIsTypedAndTheInStockFilterTurns() async throws {
        let tour = try await ScreenTour()
        await tour.start(showing: "Catalogue: 10 products")
        func priceColumn() -> Int? {
            guard let line = tour.terminal.lines.first(where: { $0.contains("Linen Cushion") }), let price = line.firstIndex(of: "$") else { return nil }
            return line.distance(from: line.startIndex, to: price)
        }
        let browsing = priceColumn()

        await tour.type(.text("/"), .text("l"), .text("i"), .text("n")) { $0.text.contains("lin▏") && !$0.text.contains("Market Tote") }
        let searching = priceColumn()
        await tour.type(.escape) { $0.text.contains("Market Tote") }
        await tour.type(.text("i")) { $0.lines[1].contains("in stock") }
        let inStockOnly = priceColumn()
        _ = await tour.quit()

        XCTAssertNotNil(browsing)
        XCTAssertEqual([searching, inStockOnly], [browsing, browsing])
    }

    func test_aProductsPage_scrollsToItsEndWithASignWhileMoreIsBelow_atEverySize() async throws {
        for size in everyWindowSize {
            let tour = try await ScreenTour(columns: size.columns, rows: size.rows)
            await tour.start(showing: "Catalogue: 10 products")
            await tour.type(.enter, showing: "Market Tote (#1)")
            var seen = tour.terminal.lines
            for _ in 0..<10 where tour.terminal.text.contains("↓ more") {
                let before = tour.terminal.text
                await tour.type(.pageDown) { $0.text != before }
                seen += tour.terminal.lines
            }

            XCTAssertFalse(tour.terminal.text.contains("↓ more"), "\(size): the end of the page\n\(tour.terminal.text)")
            for field in ["Colours", "Sizes", "Stock", "Rating     Not rated yet", "Wish list  Not in your wish list", "a add to wish list"] {
                XCTAssertTrue(seen.contains { $0.hasPrefix(field) }, "\(size): \(field)")
            }
            _ = await tour.quit()
        }
    }
}
