@testable import Drivers
import Foundation
import XCTest

/// The sizes a window is tested at: the common 80×24, two smaller ones, and the smallest the shop draws in.
let everyWindowSize = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20), ScreenSize(columns: 40, rows: 15), ScreenLayout.minimum]

/// Every view of the full screen over the bundled catalogue, in a window of one size, as a person reaches each: the
/// catalogue, a search, a product, the wish list, the cart (one that can be bought, one that cannot), the checkout's
/// question, the receipt, the orders and one order, the keys, and the question whether to quit. Each view is the screen
/// as the virtual terminal shows it.
@MainActor
enum EveryViewTour {
    /// One view: its name, its rows, whether keys type into a search there, and, for a dialog, what its keys begin with.
    struct View {
        let name: String
        let lines: [String]
        var isSearching = false
        var dialogAnswer: String?

        /// The status line.
        var status: String { lines.last ?? "" }
    }

    static func views(at size: ScreenSize, file: StaticString = #filePath, line: UInt = #line) async throws -> [View] {
        var views: [View] = []
        // What the keys of each dialog begin with, in the status line as under its lines.
        let answers = [
            // The shop's keys (the promotion's, the card's) take 67 columns; narrower, the yes says itself shorter.
            "the checkout's question": size.columns < 67 ? "y orders" : "y places the order", "the keys": size.rows < 24 ? "↑↓ scroll" : "Any key closes this.",
            "the question whether to quit": "y quits",
        ]
        try await visit(at: size, file: file, line: line) { tour, name, isSearching in
            views.append(View(
                name: "\(name) at \(size.columns)×\(size.rows)", lines: tour.terminal.lines, isSearching: isSearching, dialogAnswer: answers[name]
            ))
        }
        return views
    }

    /// Takes the tour in a window of `size`, calling `visitor` on each view with its name and whether keys type into a
    /// search there; the visitor may do anything that leaves the view as it found it.
    static func visit(
        at size: ScreenSize, file: StaticString = #filePath, line: UInt = #line, _ visitor: (ScreenTour, String, Bool) async -> Void
    ) async throws {
        let tour = try await ScreenTour(columns: size.columns, rows: size.rows)
        func keep(_ name: String, isSearching: Bool = false) async {
            await visitor(tour, name, isSearching)
        }
        await tour.start(showing: "Catalogue: 10 products", file: file, line: line)
        await tour.terminal.waitUntil(file: file, line: line) { $0.lines[0].contains("Your wish list is empty") }
        await keep("the catalogue")
        await tour.type(.text("/"), .text("l"), .text("i"), .text("n"), file: file, line: line) { $0.text.contains("lin▏") && !$0.text.contains("Market") }
        await keep("a search", isSearching: true)
        await tour.type(.escape, file: file, line: line) { $0.lines[1].hasPrefix("Catalogue: 10 products") && $0.text.contains("Market") }
        await tour.type(.enter, showing: "Market Tote (#1)", file: file, line: line)
        await keep("a product")
        await tour.type(.escape, .text("a"), file: file, line: line) { $0.lines[1].hasPrefix("Catalogue") && $0.lines[0].hasSuffix("Total: $64.50") }
        await keep("the answer to a change")
        await tour.type(.down, .text("a"), file: file, line: line) { $0.lines[0].hasSuffix("Total: $103.50") }
        await tour.type(.text("+"), file: file, line: line) { $0.lines[0].hasSuffix("Total: $142.50") }
        await tour.type(.text("w"), file: file, line: line) { $0.lines[1] == "Your wish list: 3 items" }
        await keep("the wish list")
        await tour.type(.text("c"), showing: "Check out", file: file, line: line)
        await keep("the cart")
        await tour.type(.end, .enter, showing: "Place the order", file: file, line: line)
        await keep("the checkout's question")
        await tour.type(.text("y"), showing: "Thank you!", file: file, line: line)
        await keep("the receipt")
        await tour.type(.text("o"), file: file, line: line) { $0.lines[1].hasPrefix("Your orders: 1 order") }
        await keep("the orders")
        await tour.type(.enter, showing: "Order #1001, placed", file: file, line: line)
        await keep("an order")
        await tour.type(.escape, .text("g"), .home, .down, .down, .down, .down, .text("a"), file: file, line: line) { $0.lines[0].hasSuffix("Total: $48.00") }
        await tour.type(.text("c"), file: file, line: line) { $0.lines[1].hasPrefix("Your cart: 1 item") && $0.text.contains("Stoneware") }
        await keep("a cart that cannot be bought")
        await tour.type(.text("?"), showing: "Keys", file: file, line: line)
        await keep("the keys")
        await tour.type(.escape, .control("c"), showing: "Leave Tasch?", file: file, line: line)
        await keep("the question whether to quit")
        _ = await tour.quit()
    }
}
