import Foundation
import XCTest

/// What an attacker, or a clumsy paste, can give the full screen to draw or to search: each is run on an ordinary input
/// and on a huge one, and the huge one may cost at most three times what the ordinary one does (it costs what the
/// screen can show of it, and no more). Processor time, not time on the wall, and a ratio of two runs side by side (as
/// `BigInputEndToEndTests` measures), so that a busy or slow machine changes neither much.
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

    // MARK: - Helpers

    /// Runs `ordinary` and `huge` twice each, in turn, and fails when the huge one's least processor time is three times
    /// the ordinary one's or more: before the screen read only what it shows, a name of 10,000 characters made the keys
    /// cost thirty times as much.
    private func assertCostsAboutTheSame(
        ordinary: () throws -> Duration, huge: () throws -> Duration, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var least = (ordinary: Duration.seconds(Int64.max), huge: Duration.seconds(Int64.max))
        for _ in 0..<2 {
            least.ordinary = min(least.ordinary, try ordinary())
            least.huge = min(least.huge, try huge())
        }
        XCTAssertLessThan(
            least.huge, least.ordinary * 3,
            "the huge input took \(least.huge) of processor time against \(least.ordinary): it costs what is not shown", file: file, line: line
        )
    }
}
