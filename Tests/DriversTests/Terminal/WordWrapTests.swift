@testable import Drivers
import XCTest

/// Prose fitted to the window: broken between words, continuation lines under a hanging indent.
final class WrapTextTests: XCTestCase {
    func test_lines_leavesTextThatFitsExactlyAsItIs() {
        XCTAssertEqual(WordWrap.lines("$64.50  ·  Free worldwide shipping", columns: 34), ["$64.50  ·  Free worldwide shipping"])
        XCTAssertEqual(WordWrap.lines("", columns: 10), [""])
    }

    func test_lines_breaksBetweenWordsAndDropsTheSpacesAtTheBreak() {
        XCTAssertEqual(WordWrap.lines("the quick brown fox jumps", columns: 10), ["the quick", "brown fox", "jumps"])
        XCTAssertEqual(WordWrap.lines("one  two   three", columns: 8), ["one  two", "three"])
    }

    func test_lines_indentsContinuationLinesAndKeepsTheFirstLinesOwnIndent() {
        XCTAssertEqual(
            WordWrap.lines("  rate N      give it 1 to 5 stars", columns: 28, indent: 14),
            ["  rate N      give it 1 to 5", "              stars"]
        )
    }

    func test_lines_keepsNoMoreOfTheFirstLinesIndentThanLeavesAColumnForAWord() {
        XCTAssertEqual(WordWrap.lines("  go home", columns: 1, indent: 2), ["g", "o", "h", "o", "m", "e"])
        XCTAssertEqual(WordWrap.lines("  go home", columns: 2, indent: 2), [" g", " o", " h", " o", " m", " e"])
    }

    func test_lines_breaksAWordLongerThanALineAtTheEdge() {
        XCTAssertEqual(WordWrap.lines("see https://example.com/a/long/path", columns: 12), ["see", "https://exam", "ple.com/a/lo", "ng/path"])
    }

    func test_lines_measuresInColumnsLeavingEscapeSequencesOut() {
        XCTAssertEqual(WordWrap.lines("\u{1B}[1mMarket Tote\u{1B}[0m (#1)", columns: 11), ["\u{1B}[1mMarket Tote\u{1B}[0m", "(#1)"])
        XCTAssertEqual(WordWrap.lines("日本 日本", columns: 5), ["日本", "日本"])
    }

    func test_lines_hangsContinuationLinesUnderTheLinesOwnIndentWhenTheIndentLeavesNoRoomForTheWidestWord() {
        XCTAssertEqual(WordWrap.lines("aaaa bbbb cccc", columns: 10, indent: 30), ["aaaa bbbb", "cccc"])
        XCTAssertEqual(WordWrap.lines("  Colours: aaaa bbbbbbbbbb", columns: 20, indent: 11), ["  Colours: aaaa", "  bbbbbbbbbb"])
    }

    func test_lines_keepsAnIndentSmallEnoughToLeaveRoomForWordsWhenNeitherIndentLeavesRoom() {
        XCTAssertEqual(WordWrap.lines("        aa bbbbbbb", columns: 14, indent: 12), ["        aa", "       bbbbbbb"])
    }

    func test_lines_hangsContinuationLinesUnderAnIndentPastHalfTheWindowWhileTheWidestWordFitsBesideIt() {
        XCTAssertEqual(
            WordWrap.lines("                     Colours: aa11  bb22  cc33", columns: 40, indent: 30),
            ["                     Colours: aa11  bb22", "                              cc33"]
        )
    }

    func test_lines_hangsContinuationLinesUnderTheLinesOwnIndentWhenTheWidestWordDoesNotFitUnderTheValue() {
        XCTAssertEqual(
            WordWrap.lines("                Colours: ##\u{A0}E8E2D6  ##\u{A0}8A9A5B", columns: 30, indent: 25),
            ["                Colours:", "                ##\u{A0}E8E2D6", "                ##\u{A0}8A9A5B"]
        )
    }

    func test_lines_keepsWordsJoinedByANoBreakSpaceTogether() {
        XCTAssertEqual(WordWrap.lines("Colours: ##\u{A0}E8E2D6  ##\u{A0}B5651D", columns: 24, indent: 9), ["Colours: ##\u{A0}E8E2D6", "         ##\u{A0}B5651D"])
    }

    func test_lines_keepsAShortQuotedPhraseOrBracketedGroupOnOneLine() {
        XCTAssertEqual(WordWrap.lines("browse them, or \"find TEXT\".", columns: 20), ["browse them, or", "\"find TEXT\"."])
        XCTAssertEqual(WordWrap.lines("catalogue [page N] [--page-size N]", columns: 24), ["catalogue [page N]", "[--page-size N]"])
    }

    func test_lines_breaksAQuotedPhraseLongerThanHalfTheWindow() {
        XCTAssertEqual(WordWrap.lines("Added \"Extraordinarily Long Tote\" to it", columns: 20), ["Added", "\"Extraordinarily", "Long Tote\" to it"])
    }

    func test_lines_wrapsEachLineOfTextOfSeveralLines() {
        XCTAssertEqual(WordWrap.lines("one two\nthree four", columns: 5), ["one", "two", "three", "four"])
    }

    func test_linesAtMost_cutTheTextToWhatTheLinesHoldEndingWithAnEllipsis() {
        XCTAssertEqual(WordWrap.lines("the quick brown fox jumps", columns: 10, maximumLines: 2), ["the quick", "brown fox…"])
        XCTAssertEqual(WordWrap.lines("the quick brown fox", columns: 10, maximumLines: 2), ["the quick", "brown fox"])
        XCTAssertEqual(WordWrap.lines(String(repeating: "e\u{301}", count: 10_000), columns: 4, maximumLines: 2), ["e\u{301}e\u{301}e\u{301}e\u{301}", "e\u{301}e\u{301}e\u{301}…"])
        XCTAssertEqual(WordWrap.lines("one two three four", columns: 10, maximumLines: 1), ["one two t…"])
    }
}
