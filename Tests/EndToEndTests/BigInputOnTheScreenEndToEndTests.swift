import Foundation
import XCTest

/// What an attacker, or a clumsy paste, can give the full screen to draw or to search (issue 29, points 7 and 8): a name
/// costs a frame what the screen can show of it, however long, and a paste searches once, however many reads bring it.
/// Each is held by a count that a busy or slow machine does not move: instructions counted by callgrind, and the
/// searches the data layer is asked for; nothing here is timed.
final class BigInputOnTheScreenEndToEndTests: EndToEndTestCase {
    /// `ScreenView.frame(_:)`, which makes every frame the full screen draws, as the binary names it.
    private static let frameSymbol = "$s7Drivers10ScreenViewV5frameyAA5FrameVAA0B5ModelVF"

    func test_framesWhileAProductWithAVeryLongNameIsSelected_costAboutWhatFramesOverAnOrdinaryNameCost() throws {
        guard Callgrind.valgrind != nil else {
            throw XCTSkip("valgrind is not installed: this test counts instructions with it (apt-get install valgrind)")
        }
        let ordinary = try instructionsPerFrame(nameOfAccents: 40), long = try instructionsPerFrame(nameOfAccents: 10_000)

        // Before the screen read only what it shows, a frame over 10,000 accents cost about 25 times one over 40.
        XCTAssertLessThan(long, ordinary * 2, "a frame over a name of 10,000 accents ran \(long) instructions against \(ordinary) for 40")
    }

    func test_aMegabytePastedIntoTheSearch_isSearchedForAsItsFirst256Characters_aFewTimesAtMost() throws {
        // A paste fills the search with its first read (one search; two should a read ever bring less than the field
        // holds), then asks nothing more however many reads bring the rest: a megabyte comes in four at least, 256 KiB
        // at most a read. The search typed after the pastes is the last one allowed. Before, each read of a paste
        // searched for all of it so far.
        let allowed = 2 * 2 + 1
        let shop = try ScreenOnATerminal(columns: 500, rows: 24, arguments: ["--faults", "search=\(allowed)*off->fail(timeout)"], home: tasch)
        shop.waitFor("Market Tote")
        let megabyte = String(repeating: "oak tote ", count: 116_509)
        // The most the search holds, as Docs/architecture.md says, then the cursor: the list beside the product is wide
        // enough to show more.
        let field = "Search: " + megabyte.prefix(256) + "▏"
        for bracketed in [false, true] {
            shop.type("/")
            shop.waitFor("Search:")
            shop.terminal.paste(bracketed ? "\u{1B}[200~" + megabyte + "\u{1B}[201~" : megabyte)
            let rows = shop.waitFor("Search: oak tote")

            let search = rows.first { $0.contains("Search:") }?.split(separator: "│").first?.trimmingCharacters(in: .whitespaces)
            XCTAssertEqual(search, field, "bracketed: \(bracketed)")
            shop.type(ScreenOnATerminal.Keys.escape)
            shop.waitUntil("the search left") { !$0.joined().contains("Search:") }
        }
        shop.type("/w")
        let rows = shop.waitUntil("the search typed after the pastes answered") { rows in
            rows.contains { $0.contains("Wool Throw") } || rows.contains { $0.contains("did not answer") }
        }

        XCTAssertFalse(rows.contains { $0.contains("did not answer") }, "the pastes used up the searches allowed:\n\(rows.joined(separator: "\n"))")
        shop.type(ScreenOnATerminal.Keys.escape + "q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_keysAreAnsweredWhileASearchIsUnderWay() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "search=delay(600s)"], home: tasch)
        shop.waitFor("Market Tote")

        shop.type("/oak")
        shop.waitFor("loading")
        shop.type(ScreenOnATerminal.Keys.escape + "q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0, "Esc and q were answered while the search waited ten minutes")
    }

    func test_theCallgrindCount_readsTheCallsOfAFunctionNamedInFullOnlyTheFirstTime() {
        let output = """
        fn=(1) main
        cfn=(2) frame
        calls=3 10
        12 300
        cfn=(3) other
        calls=5 20
        fn=(4) loop
        cfn=(2)
        calls=2 11
        totals: 500
        """

        XCTAssertEqual(Callgrind.count(of: "frame", inCallgrindOutput: output), Callgrind.Count(instructions: 500, calls: 5))
    }

    // MARK: - Helpers

    /// The instructions a frame of the full screen runs, on average, while a product whose name is `accents` × "e" and a
    /// combining acute accent is selected, and then another, twelve times in turn; tasch runs under callgrind, which
    /// counts only inside `ScreenView.frame(_:)`.
    private func instructionsPerFrame(nameOfAccents accents: Int) throws -> Int {
        let catalogue = tasch.folder.appendingPathComponent("long-\(accents).json")
        let name = String(repeating: "e\\u0301", count: accents)
        let products = #"{"id": 1, "name": "\#(name)", "price": 1, "quantity": 5}, {"id": 2, "name": "Plain", "price": 2, "quantity": 5}"#
        try Data(#"{"currency": "USD", "products": [\#(products)]}"#.utf8).write(to: catalogue)
        let callgrind = Callgrind(
            symbol: Self.frameSymbol, counts: tasch.folder.appendingPathComponent("frames-\(accents).callgrind"),
            log: tasch.folder.appendingPathComponent("valgrind-\(accents).log")
        )
        let shop = try ScreenOnATerminal(columns: 120, rows: 30, arguments: ["--catalogue", catalogue.path], home: tasch, launcher: callgrind.launcher)
        shop.waitFor("Plain")
        for _ in 0..<6 {
            shop.type("j")
            shop.waitUntil("the second row selected") { $0.contains { $0.contains("› 2") } }
            shop.type("k")
            shop.waitUntil("the first row selected") { $0.contains { $0.contains("› 1") } }
        }
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let count = try callgrind.count()
        return try XCTUnwrap(count.perCall, "callgrind counted no frame: is \(Self.frameSymbol) still ScreenView.frame(_:)?")
    }
}
