@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// `Docs/screen.md` shows the full screen as it is: each block under a `<!-- screen: NAME -->` mark is drawn here,
/// from a session over the bundled catalogue, and must match. `TASCH_WRITE_DOCS=1 swift test --filter
/// ScreenDocumentationTests` writes the blocks afresh after a change to the screen.
@MainActor
final class ScreenDocumentationTests: XCTestCase {
    func test_screenDocs_showTheScreensAsTheyAreDrawn() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Docs/screen.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        var screens: [String: String] = [:]
        for name in ScreenDocumentation.names(in: document) {
            screens[name] = try await screen(named: name)
        }

        let drawn = ScreenDocumentation.replacingBlocks(in: document, with: screens)

        if ProcessInfo.processInfo.environment["TASCH_WRITE_DOCS"] == "1" {
            try drawn.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertFalse(screens.isEmpty, "Docs/screen.md marks no screens")
        XCTAssertEqual(drawn.components(separatedBy: "```text\n```").count, 1, "every mark is followed by a screen")
        XCTAssertEqual(document, drawn, "Docs/screen.md is out of date: run TASCH_WRITE_DOCS=1 swift test --filter ScreenDocumentationTests")
    }

    /// The screen the document names `name`, after the keys that lead to it, in a window of 80×24 unless the name
    /// ends with another size (`cart 40x15`).
    private func screen(named name: String) async throws -> String {
        let parts = name.split(separator: " "), size = parts.count > 1 ? parts[1].split(separator: "x").compactMap { Int($0) } : []
        let base = String(parts.first ?? "")
        let (columns, rows) = size.count == 2 ? (size[0], size[1]) : base == "detail-beside" ? (120, 30) : (80, 24)
        let faults = ["fault": "cart=1*fail(no-internet)", "faults-on": "cart=1*fail(no-internet)", "save-waiting": "add=delay(5s)", "dropped-keys": "cart=1*delay(1s)"][base] ?? ""
        let tour = try await ScreenTour(columns: columns, rows: rows, faults: faults, giftCards: [makeGiftCard("THANKS-25", cents: 2_500)])
        await tour.start(showing: "Catalogue: 10 products")
        await tour.terminal.waitUntil { $0.lines[0].contains("Your wish list is empty") }
        switch base {
        case "catalogue": break
        case "search":
            tour.terminal.type(.text("/"), .text("l"), .text("i"), .text("n"))
            await tour.terminal.waitUntil { $0.text.contains("Search: lin▏") && !$0.text.contains("Market Tote") }
        case "detail-beside": await tour.type(.down, showing: "Linen Cushion (#2)")
        case "detail-in-place": await tour.type(.down, .enter, showing: "Linen Cushion (#2)")
        case "cart":
            await tour.type(.text("a")) { $0.lines[0].hasSuffix("Total: $64.50") }
            await tour.type(.down, .text("a")) { $0.lines[0].hasSuffix("Total: $103.50") }
            await tour.type(.text("c")) { $0.text.contains("Check out") && $0.text.contains("Linen") }
        case "wish-list":
            await tour.type(.text("a")) { $0.lines[0].hasSuffix("Total: $64.50") }
            await tour.type(.down, .text("a")) { $0.lines[0].hasSuffix("Total: $103.50") }
            await tour.type(.text("+")) { $0.lines[0].hasSuffix("Total: $142.50") }
            tour.terminal.type(.text("w"))
            await tour.terminal.waitUntil { $0.lines[1] == "Your wish list: 3 items" }
        case "checkout": await checkOut(on: tour)
        case "cart-changed":
            await checkOut(on: tour)
            // Another shop wishes for two of the first product while this customer decides.
            let tote = try ScreenTour.bundledCatalogue().products[0]
            try await tour.state.update(ordersFrom: nil) { _ = try? $0.state.wishList.setQuantity(2, of: tote) }
            await tour.type(.text("y")) { $0.text.contains("Place the order for 2 items") && $0.lines[0].hasSuffix("Total: $129.00") }
        case "receipt":
            await checkOut(on: tour)
            await tour.type(.text("y"), showing: "Thank you!")
        case "fault": await tour.type(.text("c"), showing: "r retries")
        case "faults-on": await tour.terminal.waitUntil { $0.text.contains("press r after it to go on.") }
        case "help": await tour.type(.text("?"), showing: "closes this")
        case "quit": await tour.type(.control("c"), showing: "Leave Tasch?")
        case "dropped-keys": await typeFasterThanTheCartLoads(on: tour)
        case "save-waiting": await waitForAnotherShop(on: tour)
        default: if try await !drawSmallWindowScreen(base, on: tour) { XCTFail("Docs/screen.md names a screen no test draws: \(name)") }
        }
        let text = tour.terminal.lines.joined(separator: "\n")
        // A change still under way ends first, and the screen leaves once it has.
        tour.clock.advance(by: .seconds(5))
        _ = await tour.quit()
        return text
    }

    /// The screens that show what the smallest windows keep: a cart that cannot be bought, opened on the line to mend; a
    /// long one scrolled to its end; the checkout's question with a gift card. False for a name it does not draw.
    private func drawSmallWindowScreen(_ base: String, on tour: ScreenTour) async throws -> Bool {
        switch base {
        case "cart-to-mend":
            try await wish(for: [2, 5, 1], on: tour)
            await tour.type(.text("c")) { $0.lines[1].hasPrefix("Your cart: 3 items") }
        case "cart-end":
            try await wish(for: [1, 2, 3, 5, 6, 7, 8, 9], on: tour)
            await tour.type(.text("c")) { $0.lines[1].hasPrefix("Your cart: 8 items") }
            await tour.type(.end, showing: "before you check out")
        case "checkout-card":
            await checkOut(on: tour)
            await tour.type(.text("g"), .text("THANKS-25"), .enter, showing: "$39.50")
        default: return false
        }
        return true
    }

    /// Puts one each of the bundled catalogue's products with `ids` on the wish list, as another shop would, and shows
    /// the wish list.
    private func wish(for ids: [Int], on tour: ScreenTour) async throws {
        let products = try ScreenTour.bundledCatalogue().products
        try await tour.state.update(ordersFrom: nil) { document in
            for id in ids { try? document.state.wishList.add(products[id - 1]) }
        }
        await tour.type(.text("w")) { $0.lines[1] == "Your wish list: \(ids.count) items" }
    }

    /// Adds the first product, whose save (delayed) says it waits for another shop's lock, as the file system says it,
    /// once the spinner turns.
    private func waitForAnotherShop(on tour: ScreenTour) async {
        await tour.type(.text("a"), thenSleepers: 2)
        tour.clock.advance(by: .milliseconds(100))
        tour.lockWaits.say()
        await tour.terminal.waitUntil { $0.lines.last?.hasPrefix("⠋ waiting") == true }
    }

    /// Keeps the first product, opens the cart (slow, as planned), and types Enter and a gift card's code before it comes.
    private func typeFasterThanTheCartLoads(on tour: ScreenTour) async {
        await tour.type(.text("a")) { $0.lines[0].hasSuffix("Total: $64.50") }
        await tour.type(.text("c"), thenSleepers: 2)
        await tour.type(.enter, .text("g"), .text("W"), .text("I"), .text("N")) { _ in true }
        tour.clock.advance(by: .seconds(1))
        await tour.terminal.waitUntil { $0.text.contains("Place the order") }
    }

    /// Keeps the first product, opens the cart (on Check out), and checks out, up to the question.
    private func checkOut(on tour: ScreenTour) async {
        await tour.type(.text("a")) { $0.lines[0].hasSuffix("Total: $64.50") }
        await tour.type(.text("c"), showing: "[ Check out ]")
        await tour.type(.enter, showing: "Place the order")
    }
}

/// The blocks of a document that show screens: a `<!-- screen: NAME -->` line, then a ```text block.
enum ScreenDocumentation {
    static func names(in document: String) -> [String] {
        document.components(separatedBy: "<!-- screen: ").dropFirst().compactMap { $0.components(separatedBy: " -->").first }
    }

    /// `document` with the block after each mark replaced by the screen of that name.
    static func replacingBlocks(in document: String, with screens: [String: String]) -> String {
        var parts = document.components(separatedBy: "<!-- screen: ")
        for index in parts.indices.dropFirst() {
            let part = parts[index]
            guard let name = part.components(separatedBy: " -->").first, let screen = screens[name],
                  let open = part.range(of: "```text\n"), let close = part.range(of: "```", range: open.upperBound..<part.endIndex) else { continue }
            parts[index] = String(part[..<open.upperBound]) + screen + "\n" + String(part[close.lowerBound...])
        }
        return parts.joined(separator: "<!-- screen: ")
    }
}
