@testable import Drivers
import XCTest

/// The bytes that draw the line being edited on its one row, and the list of candidates under it.
final class DrawTheLineTests: XCTestCase {
    func test_draw_writesPromptAndLineThenPutsTheCursorInPlace() {
        XCTAssertEqual(draw("tasch> ", "show 1", cursor: 6, columns: 80), "\r" + "tasch> show 1" + clear + "\r\u{1B}[13C")
        XCTAssertEqual(draw("", "show 1", cursor: 0, columns: 80), "\r" + "show 1" + clear + "\r")
    }

    func test_draw_countsWideAndCombiningCharactersInColumns() {
        XCTAssertEqual(draw("> ", "日本e\u{301}", cursor: 2, columns: 80), "\r> 日本e\u{301}" + clear + "\r\u{1B}[6C")
    }

    func test_draw_scrollsALongLineToKeepTheCursorInViewMarkingWhereItIsCutAndTheLastColumnFree() {
        let line = "abcdefghijklmnopqrst"

        XCTAssertEqual(draw("> ", line, cursor: 20, columns: 12), "\r> <nopqrst" + clear + "\r\u{1B}[10C")
        XCTAssertEqual(draw("> ", line, cursor: 0, columns: 12), "\r> abcdefgh>" + clear + "\r\u{1B}[2C")
        XCTAssertEqual(draw("> ", line, cursor: 10, columns: 12), "\r> <defghij>" + clear + "\r\u{1B}[10C")
        XCTAssertEqual(draw("> ", "日本語テキスト", cursor: 7, columns: 12), "\r> <キスト" + clear + "\r\u{1B}[9C")
    }

    func test_draw_marksNothingOnALineThatFitsExactly() {
        XCTAssertEqual(draw("> ", "abcdefghi", cursor: 9, columns: 12), "\r> abcdefghi" + clear + "\r\u{1B}[11C")
    }

    func test_draw_marksNothingInAWindowTooNarrowForMarkers_keepingTheLastColumnFree() {
        XCTAssertEqual(draw("tasch> ", "abcdef", cursor: 0, columns: 4), "\r…ab" + clear + "\r\u{1B}[1C")
    }

    func test_entered_writesTheWholeLineForTheTerminalToWrap() {
        let view = LineView(prompt: "tasch> ", buffer: LineBuffer(String(repeating: "find linen ", count: 20)))

        XCTAssertEqual(LineRenderer.entered(view), "\rtasch> " + String(repeating: "find linen ", count: 20) + clear + "\n")
    }

    func test_draw_shortensAPromptThatLeavesTooLittleRoom() {
        let prompt = "Place the order for everything in your cart? [y/N] "

        XCTAssertEqual(draw(prompt, "", cursor: 0, columns: 30), "\r… your cart? [y/N] " + clear + "\r\u{1B}[19C")
    }

    func test_draw_readsOnlyTheCharactersThatFitAroundTheCursor_howeverLongTheLine() {
        let characters = [Character](repeating: "a", count: 1_000_000)
        let shown = [(0, String(repeating: "a", count: 76) + ">", 2), (500_000, "<" + String(repeating: "a", count: 75) + ">", 78),
                     (1_000_000, "<" + String(repeating: "a", count: 75), 78)]
        for (cursor, window, column) in shown {
            let line = CountingLine(characters)

            let drawn = LineRenderer.draw(prompt: "> ", line: line, cursor: cursor, columns: 80)

            XCTAssertEqual(drawn, "\r> " + window + clear + "\r\u{1B}[\(column)C", "cursor at \(cursor)")
            XCTAssertLessThanOrEqual(line.reads.count, 2 * 80, "cursor at \(cursor)")
        }
    }

    func test_draw_readsABoundedNumberOfCharacters_evenOfALineOfInvisibleOnes() {
        let line = CountingLine([Character](repeating: "\u{200B}", count: 100_000) + ["x"])

        let drawn = LineRenderer.draw(prompt: "> ", line: line, cursor: 100_001, columns: 80)

        XCTAssertTrue(drawn.hasPrefix("\r> <") && drawn.hasSuffix("x" + clear + "\r\u{1B}[4C"), drawn)
        XCTAssertLessThanOrEqual(line.reads.count, 8 * 80)
    }

    func test_listing_putsEachCandidateWithItsDetailOnALineCutToTheWindow() {
        let completions = Completions([Completion("1", detail: "Market Tote"), Completion("10", detail: "Rattan Basket with a long name")], total: 12)

        XCTAssertEqual(LineRenderer.listing(completions, columns: 24), "  1   Market Tote\n  10  Rattan Basket wi…\n  … and 10 more\n")
    }

    func test_listing_setsPlainWordsInColumnsAcrossTheWindow() {
        let completions = Completions(words: ["catalogue", "cart", "checkout", "clear"], startingWith: "")

        XCTAssertEqual(LineRenderer.listing(completions, columns: 30), "catalogue  cart\ncheckout   clear\n")
    }

    func test_draw_showsWhatAPromptHoldsForTheTerminalToActOnAsText() {
        XCTAssertEqual(draw("Buy \u{9B}2J\u{202E}? ", "y", cursor: 1, columns: 80), "\r" + "Buy \\u{9B}2J\\u{202E}? y" + clear + "\r\u{1B}[23C")
    }

    func test_listing_showsWhatCandidatesHoldForTheTerminalToActOnAsText() {
        let completions = Completions([Completion("1\u{1B}[2J", detail: "Tote\u{9B}1m"), Completion("2", detail: "Mug\u{7}")])

        XCTAssertEqual(LineRenderer.listing(completions, columns: 40), "  1␛[2J  Tote\\u{9B}1m\n  2      Mug␇\n")
        XCTAssertEqual(LineRenderer.listing(Completions(words: ["cart\u{9B}"], startingWith: ""), columns: 40), "cart\\u{9B}\n")
    }

    private let clear = "\u{1B}[0K"

    private func draw(_ prompt: String, _ text: String, cursor: Int, columns: Int) -> String {
        LineRenderer.draw(LineView(prompt: prompt, buffer: LineBuffer(text, cursor: cursor)), columns: columns)
    }
}

/// A line that counts how many times one of its characters is read, to show what drawing costs.
private struct CountingLine: RandomAccessCollection {
    final class Reads {
        var count = 0
    }

    let reads = Reads()
    private let characters: [Character]

    init(_ characters: [Character]) {
        self.characters = characters
    }

    var startIndex: Int { characters.startIndex }
    var endIndex: Int { characters.endIndex }

    subscript(position: Int) -> Character {
        reads.count += 1
        return characters[position]
    }
}
