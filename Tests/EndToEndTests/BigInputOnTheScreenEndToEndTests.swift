import Foundation
import XCTest

/// What an attacker, or a clumsy paste, can give the full screen to draw or to search (issue 29, points 7 and 8): a name
/// costs a frame what the screen can show of it, however long, and a paste searches once, however many reads bring it.
/// Each is held by a count that a busy or slow machine does not move: instructions counted by callgrind, and the
/// searches the data layer is asked for; nothing here is timed.
final class BigInputOnTheScreenEndToEndTests: EndToEndTestCase {
    /// `ScreenView.frame(_:)`, which makes every frame the full screen draws, as the binary names it: it changes with the
    /// function's module, type or signature (`nm .build/debug/tasch | swift demangle | grep ScreenView.frame` finds it).
    private static let frameSymbol = "$s7Drivers10ScreenViewV5frameyAA5FrameVAA0B5ModelVF"

    func test_framesWhileAProductWithAVeryLongNameIsSelected_costAboutWhatFramesOverANameLongerThanTheScreenCost() throws {
        guard Callgrind.valgrind != nil else {
            throw XCTSkip("valgrind is not installed: this test counts instructions with it (apt-get install valgrind)")
        }
        // 4,000 accents are more than the window shows of a name anywhere (it has 3,600 cells): ten times as many must
        // cost a frame no more. A frame over the product's page, its name filling the pane, costs several times one
        // over the list alone, so the costliest frame is compared, the page on show in both runs.
        let filling = try costliestFrame(nameOfAccents: 4_000), long = try costliestFrame(nameOfAccents: 10_000)

        // Before the screen read only what it shows, a frame over 10,000 accents cost about 25 times one over 40. A
        // frame's count does not move with load, so a quarter more is room enough, and a single pass over the whole
        // name more than fills it.
        XCTAssertLessThan(long, filling * 5 / 4, "a frame over a name of 10,000 accents ran \(long) instructions against \(filling) for 4,000")
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

    func test_theCallgrindCount_readsTheInstructionsOfADumpFromItsSummary() {
        let dump = """
        version: 1
        creator: callgrind-3.19.0
        cmd:  tasch --screen
        events: Ir
        summary: 26221786

        fn=(1) frame
        12 300
        """

        XCTAssertEqual(Callgrind.instructions(inCallgrindOutput: dump), 26_221_786)
    }

    // MARK: - Helpers

    /// The instructions the costliest frame of the full screen runs while a product whose name is `accents` × "e" and a
    /// combining acute accent is selected, its page beside the list, and then another, three times in turn; tasch runs
    /// under callgrind, which counts only inside `ScreenView.frame(_:)`. Each key waits for the page of the product it
    /// selects, so that the frames over each page are drawn however slowly the answers come.
    private func costliestFrame(nameOfAccents accents: Int) throws -> Int {
        let catalogue = tasch.folder.appendingPathComponent("long-\(accents).json")
        let name = String(repeating: "e\\u0301", count: accents)
        let products = #"{"id": 1, "name": "\#(name)", "price": 1, "quantity": 5}, {"id": 2, "name": "Plain", "price": 2, "quantity": 5}"#
        try Data(#"{"currency": "USD", "products": [\#(products)]}"#.utf8).write(to: catalogue)
        let callgrind = Callgrind(
            symbol: Self.frameSymbol, counts: tasch.folder.appendingPathComponent("frames-\(accents).callgrind"),
            log: tasch.folder.appendingPathComponent("valgrind-\(accents).log")
        )
        let shop = try ScreenOnATerminal(columns: 120, rows: 30, arguments: ["--catalogue", catalogue.path], home: tasch, launcher: callgrind.launcher)
        shop.waitUntil("the first product's page") { Self.showsLongNamesPage($0) }
        for _ in 0..<3 {
            shop.type("j")
            shop.waitUntil("the second product's page") { rows in rows.contains { $0.contains("› 2") } && rows.contains { $0.contains("Plain (#2)") } }
            shop.type("k")
            shop.waitUntil("the first product's page again") { Self.showsLongNamesPage($0) }
        }
        shop.type("q")
        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let frames = try callgrind.instructionsOfEachCall()
        return try XCTUnwrap(frames.max(), "callgrind counted no frame: is \(Self.frameSymbol) still ScreenView.frame(_:)? (see frameSymbol)")
    }

    /// Whether the first product is selected and its page beside the list, its name's accents filling the pane.
    private static func showsLongNamesPage(_ rows: [String]) -> Bool {
        rows.contains { $0.contains("› 1") } && !rows.contains { $0.contains("Plain (#2)") }
            && rows.dropFirst(3).contains { $0.split(separator: "│").dropFirst().contains { $0.contains("e\u{301}") } }
    }
}
