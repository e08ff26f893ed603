@testable import Drivers
import XCTest

/// How many columns text takes on a terminal, the measure every wrapped line, table and edited line is fitted with.
final class MeasureColumnsTests: XCTestCase {
    func test_width_countsOneColumnForEachLatinCharacterComposedOrNot() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("caf\u{E9}"), 4)
        XCTAssertEqual(DisplayWidth.of("cafe\u{301}"), 4)
        XCTAssertEqual(DisplayWidth.of("a\u{30A}\u{323}"), 1)
    }

    func test_width_countsTwoColumnsForWideCharactersAndEmoji() {
        XCTAssertEqual(DisplayWidth.of("日本"), 4)
        XCTAssertEqual(DisplayWidth.of("한글"), 4)
        XCTAssertEqual(DisplayWidth.of("Ａ"), 2)
        XCTAssertEqual(DisplayWidth.of("👍"), 2)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2)
        XCTAssertEqual(DisplayWidth.of("👩‍👩‍👧"), 2)
        XCTAssertEqual(DisplayWidth.of("🇫🇷"), 2)
        XCTAssertEqual(DisplayWidth.of("☺\u{FE0F}"), 2)
    }

    func test_width_countsOneColumnForSymbolsShownAsText() {
        XCTAssertEqual(DisplayWidth.of("☺"), 1)
        XCTAssertEqual(DisplayWidth.of("★☆·…█"), 5)
    }

    func test_width_countsNothingForEscapeSequencesAndControls() {
        XCTAssertEqual(DisplayWidth.of("\u{1B}[1mTote\u{1B}[0m"), 4)
        XCTAssertEqual(DisplayWidth.of("\u{1B}[38;2;47;79;79m██\u{1B}[0m 2F4F4F"), 9)
        XCTAssertEqual(DisplayWidth.of("a\u{7}b\u{200B}"), 2)
    }

    func test_truncated_leavesTextThatFitsAlone() {
        XCTAssertEqual(DisplayWidth.truncated("Market Tote", toColumns: 11), "Market Tote")
        XCTAssertEqual(DisplayWidth.truncated("", toColumns: 0), "")
    }

    func test_truncated_cutsAtTheWidthEndingWithAnEllipsis() {
        XCTAssertEqual(DisplayWidth.truncated("Leather Weekender", toColumns: 10), "Leather W…")
        XCTAssertEqual(DisplayWidth.truncated("Leather", toColumns: 1), "…")
        XCTAssertEqual(DisplayWidth.truncated("Leather", toColumns: 0), "")
    }

    func test_truncated_neverSplitsAWideCharacterOrACombiningSequence() {
        XCTAssertEqual(DisplayWidth.truncated("日本語", toColumns: 4), "日…")
        XCTAssertEqual(DisplayWidth.truncated("日本語", toColumns: 5), "日本…")
        XCTAssertEqual(DisplayWidth.truncated("e\u{301}e\u{301}e\u{301}", toColumns: 2), "e\u{301}…")
    }

    func test_truncated_keepsEscapeSequencesAndEndsTheStyleItCut() {
        XCTAssertEqual(DisplayWidth.truncated("\u{1B}[2mout of stock\u{1B}[0m", toColumns: 4), "\u{1B}[2mout…\u{1B}[0m")
    }

    func test_truncated_readsALongTextOnlyAsFarAsTheColumnsItFills() {
        let name = CountedCharacters(String(repeating: "e\u{301}", count: 10_000))

        let cut = DisplayWidth.truncated(characters: name, toColumns: 20)

        XCTAssertEqual(cut, String(repeating: "e\u{301}", count: 19) + "…")
        XCTAssertLessThanOrEqual(name.read, 21)
    }

    func test_truncated_ofCharactersThatFitWhole_isNil() {
        XCTAssertNil(DisplayWidth.truncated(characters: "Market Tote", toColumns: 11))
        XCTAssertEqual(DisplayWidth.truncated(characters: "Market Tote", toColumns: 10), "Market To…")
    }

    func test_widthUpToALimit_readsOnlyThatFarAndCountsOneMoreForAWiderText() {
        let name = CountedCharacters(String(repeating: "日", count: 10_000))

        XCTAssertEqual(DisplayWidth.of(name, upTo: 40), 41)
        XCTAssertLessThanOrEqual(name.read, 21)
        XCTAssertEqual(DisplayWidth.of("日本", upTo: 40), 4)
        XCTAssertEqual(DisplayWidth.of("\u{1B}[1mTote\u{1B}[0m", upTo: 4), 4)
    }

    func test_widthUpToALimitBelowNothing_isCountedUpToNothing() {
        XCTAssertEqual(DisplayWidth.of("Tote", upTo: -3), 1)
        XCTAssertEqual(DisplayWidth.of("日本", upTo: -1), 1)
        XCTAssertEqual(DisplayWidth.of("", upTo: -1), 0)
        XCTAssertEqual(DisplayWidth.truncated("Tote", toColumns: -2), "")
    }
}

/// Characters that count how many of them were read.
private final class CountedCharacters: Sequence {
    private let characters: [Character]
    private(set) var read = 0

    init(_ text: String) {
        characters = Array(text)
    }

    func makeIterator() -> AnyIterator<Character> {
        var index = 0
        return AnyIterator { [self] in
            guard index < characters.count else { return nil }
            defer { index += 1 }
            read = Swift.max(read, index + 1)
            return characters[index]
        }
    }
}
