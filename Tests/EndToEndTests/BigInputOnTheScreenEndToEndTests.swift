import Foundation
import XCTest

/// What an attacker, or a clumsy paste, can give the full screen to draw or to search, run on two sizes side by side:
/// a name costs what the screen can show of it, however long, and a paste what reading it costs, in step with its
/// length. Processor time, not time on the wall, and a ratio of two runs (as `BigInputEndToEndTests` measures), so that
/// a busy or slow machine changes neither much.
final class BigInputOnTheScreenEndToEndTests: EndToEndTestCase {
    func test_keysWhileAProductWithAVeryLongNameIsSelected_costAboutWhatTheyCostOverAnOrdinaryName() throws {
        func keysOverALongName(_ accents: Int) throws -> Duration {
            let catalogue = tasch.folder.appendingPathComponent("long-\(accents).json")
            let name = String(repeating: "e\\u0301", count: accents)
            let products = #"{"id": 1, "name": "\#(name)", "price": 1, "quantity": 5}, {"id": 2, "name": "Plain", "price": 2, "quantity": 5}"#
            try Data(#"{"currency": "USD", "products": [\#(products)]}"#.utf8).write(to: catalogue)
            let shop = try ScreenOnATerminal(columns: 120, rows: 30, arguments: ["--catalogue", catalogue.path], home: tasch)
            shop.waitFor("Plain")
            for _ in 0..<20 {
                shop.type("j")
                shop.waitUntil("the second row selected") { $0.contains { $0.contains("› 2") } }
                shop.type("k")
                shop.waitUntil("the first row selected") { $0.contains { $0.contains("› 1") } }
            }
            shop.type("q")
            XCTAssertEqual(shop.terminal.waitForExit(), 0)
            return try XCTUnwrap(shop.terminal.processorTime)
        }

        try assertCostsAboutTheSame(ordinary: { try keysOverALongName(40) }, huge: { try keysOverALongName(10_000) })
    }

    func test_aMegabytePastedIntoTheSearch_costsInStepWithItsLength() throws {
        func pastingIntoTheSearch(_ text: String) throws -> Duration {
            let shop = try ScreenOnATerminal(home: tasch)
            shop.waitFor("Market Tote")
            for bracketed in [false, true] {
                shop.type("/")
                shop.waitFor("Search:")
                shop.terminal.paste(bracketed ? "\u{1B}[200~" + text + "\u{1B}[201~" : text)
                shop.waitFor("Search: oak tote")
                shop.type(ScreenOnATerminal.Keys.escape)
                shop.waitUntil("the search left") { !$0.joined().contains("Search:") }
            }
            shop.type("q")
            XCTAssertEqual(shop.terminal.waitForExit(), 0)
            return try XCTUnwrap(shop.terminal.processorTime)
        }

        // A quarter of a megabyte, and a megabyte: 116,509 × 9 bytes.
        try assertCostsInStep(small: { try pastingIntoTheSearch(String(repeating: "oak tote ", count: 29_127)) }, big: {
            try pastingIntoTheSearch(String(repeating: "oak tote ", count: 116_509))
        })
    }

    func test_keysAreAnsweredWhileASearchIsUnderWay() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "search=delay(600s)"], home: tasch)
        shop.waitFor("Market Tote")

        shop.type("/oak")
        shop.waitFor("loading")
        shop.type(ScreenOnATerminal.Keys.escape + "q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0, "Esc and q were answered while the search waited ten minutes")
    }

    // MARK: - Helpers

    /// Fails when a paste four times as long costs eight times as much or more: twice what growing in step with it
    /// would cost. Before the screen capped its search, each read of a paste searched for all of it so far, and a paste
    /// four times as long cost sixteen times as much.
    private func assertCostsInStep(
        small: () throws -> Duration, big: () throws -> Duration, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (small, big) = try leastOfTwo(small, big)
        let said = "four times the input took \(big) of processor time against \(small): more than in step"
        XCTAssertLessThan(big, small * 8, said, file: file, line: line)
    }

    /// Fails when the huge input costs three times what the ordinary one does or more: before the screen read only what
    /// it shows, a name of 10,000 characters made the keys cost thirty times as much.
    private func assertCostsAboutTheSame(
        ordinary: () throws -> Duration, huge: () throws -> Duration, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (ordinary, huge) = try leastOfTwo(ordinary, huge)
        let said = "the huge input took \(huge) of processor time against \(ordinary): it costs what is not shown"
        XCTAssertLessThan(huge, ordinary * 3, said, file: file, line: line)
    }

    /// Runs `first` and `second` twice each, in turn, and returns the least processor time each took.
    private func leastOfTwo(_ first: () throws -> Duration, _ second: () throws -> Duration) throws -> (Duration, Duration) {
        var least = (Duration.seconds(Int64.max), Duration.seconds(Int64.max))
        for _ in 0..<2 {
            least.0 = min(least.0, try first())
            least.1 = min(least.1, try second())
        }
        return least
    }
}
