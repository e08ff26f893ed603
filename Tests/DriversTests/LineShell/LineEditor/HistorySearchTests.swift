import Adapters
@testable import Drivers
import XCTest

/// Ctrl-R: finding an older line by typing part of it.
final class SearchHistoryBackwardTests: XCTestCase {
    private let lines = ["show 1", "catalogue sort price", "cart", "show 3", "cart"]

    func test_type_findsTheNewestLineHoldingTheTextWithTheCursorOnIt() {
        var sut = HistorySearch(original: LineBuffer("ad"))

        sut.type("sh", in: lines)

        XCTAssertEqual(sut.found, 3)
        XCTAssertEqual(sut.buffer(in: lines), LineBuffer("show 3", cursor: 0))
        XCTAssertEqual(sut.prompt, "(reverse-i-search)`sh': ")
    }

    func test_type_dropsWhatATerminalWouldActOn_asTheLineDoes_soThePromptEchoesNothingRaw() {
        var sut = HistorySearch(original: LineBuffer())

        sut.type("ca\u{9B}\u{1B}\u{202E}rt", in: lines)

        XCTAssertEqual(sut.prompt, "(reverse-i-search)`cart': ")
        XCTAssertEqual(sut.found, 4)
        XCTAssertEqual(sut.prompt, TerminalSafeText.clean(sut.prompt))
    }

    func test_type_narrowsTheSearchFromTheLineFound() {
        var sut = HistorySearch(original: LineBuffer())

        sut.type("s", in: lines)
        sut.type("o", in: lines)
        sut.type("r", in: lines)

        XCTAssertEqual(sut.buffer(in: lines), LineBuffer("catalogue sort price", cursor: 10))
    }

    func test_searchOlder_findsTheNextOlderLineSkippingRepeatsOfTheOneShown() {
        var sut = HistorySearch(original: LineBuffer())
        sut.type("ca", in: lines)

        sut.searchOlder(in: lines)

        XCTAssertEqual(sut.found, 1)
    }

    func test_failingSearch_keepsShowingTheLastLineFoundAndSaysSo() {
        var sut = HistorySearch(original: LineBuffer())
        sut.type("show", in: lines)

        sut.type("x", in: lines)

        XCTAssertTrue(sut.isFailing)
        XCTAssertEqual(sut.buffer(in: lines).text, "show 3")
        XCTAssertEqual(sut.prompt, "(failing reverse-i-search)`showx': ")
    }

    func test_deleteBackward_searchesAgainFromTheNewestLine() {
        var sut = HistorySearch(original: LineBuffer())
        sut.type("show", in: lines)
        sut.searchOlder(in: lines)
        sut.type("x", in: lines)

        sut.deleteBackward(in: lines)

        XCTAssertFalse(sut.isFailing)
        XCTAssertEqual(sut.found, 3)
    }

    func test_buffer_isTheOriginalLineUntilSomethingIsFound() {
        var sut = HistorySearch(original: LineBuffer("ad", cursor: 1))
        XCTAssertEqual(sut.buffer(in: lines), LineBuffer("ad", cursor: 1))

        sut.type("zz", in: lines)

        XCTAssertEqual(sut.buffer(in: lines), LineBuffer("ad", cursor: 1))
        XCTAssertTrue(sut.isFailing)
    }
}
