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

        try assertCosts({ try keysOverALongName(40) }, { try keysOverALongName(10_000) }, lessThan: 3)
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
        try assertCosts(
            { try pastingIntoTheSearch(String(repeating: "oak tote ", count: 29_127)) },
            { try pastingIntoTheSearch(String(repeating: "oak tote ", count: 116_509)) }, lessThan: 8
        )
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

    /// Fails when `dear` costs `factor` times what `cheap` does or more, each the least processor time of two runs in
    /// turn. A paste four times as long may cost less than eight times as much, twice what growing in step with it
    /// would (before the screen capped its search, each read of a paste searched for all of it so far: sixteen times);
    /// a name of 10,000 characters less than three times what one of 40 does (thirty times before the screen read only
    /// what it shows).
    private func assertCosts(
        _ cheap: () throws -> Duration, _ dear: () throws -> Duration, lessThan factor: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (cheap, dear) = try leastOfTwo(cheap, dear)
        let said = "the bigger input took \(dear) of processor time against \(cheap): \(factor) times as much or more"
        XCTAssertLessThan(dear, cheap * factor, said, file: file, line: line)
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
