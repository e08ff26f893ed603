import Adapters
import XCTest

final class TerminalSafeTextTests: XCTestCase {
    func test_clean_leavesPrintableTextAlone() {
        XCTAssertEqual(TerminalSafeText.clean("Café Tote — 40 × 30 cm ★ 東京"), "Café Tote — 40 × 30 cm ★ 東京")
    }

    func test_clean_keepsTheJoinersThatEmojiAndSomeScriptsNeed() {
        let family = "Tote \u{1F469}\u{200D}\u{1F467}", persian = "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"

        XCTAssertEqual(TerminalSafeText.clean(family), family)
        XCTAssertEqual(TerminalSafeText.clean(persian), persian)
        XCTAssertEqual(TerminalSafeText.clean("a\u{200B}b"), "a\\u{200B}b", "a zero-width space still shows")
    }

    func test_clean_showsEscapeSequencesAsVisiblePictures() {
        XCTAssertEqual(TerminalSafeText.clean("\u{1B}[2J\u{1B}[H\u{1B}[31mRed"), "␛[2J␛[H␛[31mRed")
    }

    func test_clean_showsBellCarriageReturnBackspaceAndLineBreaks() {
        XCTAssertEqual(TerminalSafeText.clean("a\u{07}b\rc\u{08}d\ne\tf\u{00}"), "a␇b␍c␈d␊e␉f␀")
    }

    func test_clean_showsDeleteAsItsPicture() {
        XCTAssertEqual(TerminalSafeText.clean("a\u{7F}b"), "a␡b")
    }

    func test_clean_showsC1ControlsAsCodes() {
        XCTAssertEqual(TerminalSafeText.clean("a\u{9B}31mb\u{85}c\u{80}"), "a\\u{9B}31mb\\u{85}c\\u{80}")
    }

    func test_clean_showsBidiOverridesAndIsolatesAsCodes() {
        XCTAssertEqual(
            TerminalSafeText.clean("\u{202E}gpj.exe\u{202A}\u{2066}x\u{2069}"),
            "\\u{202E}gpj.exe\\u{202A}\\u{2066}x\\u{2069}"
        )
    }

    func test_clean_showsBidiMarksAndTheByteOrderMarkAsCodes() {
        XCTAssertEqual(TerminalSafeText.clean("\u{200E}a\u{200F}b\u{FEFF}c\u{61C}"), "\\u{200E}a\\u{200F}b\\u{FEFF}c\\u{61C}")
    }

    func test_clean_showsCharactersThatShowAsNothingAsCodes() {
        XCTAssertEqual(TerminalSafeText.clean("Wool\u{200B} Throw\u{AD}\u{2060}"), "Wool\\u{200B} Throw\\u{AD}\\u{2060}")
    }

    func test_clean_showsTheLineAndParagraphSeparatorsAsCodes() {
        // Found by the launch-options fuzz target: an unknown option holding U+2029 made its message two lines.
        XCTAssertEqual(TerminalSafeText.clean("Wool\u{2028}Throw\u{2029}"), "Wool\\u{2028}Throw\\u{2029}")
    }

    func test_clean_leavesNoControlFormatOrSeparatorScalarInAnyInput_butTheJoiners() {
        let scalars = (0...0x2_0000).compactMap(Unicode.Scalar.init) + (0xE_0000...0xE_0FFF).compactMap(Unicode.Scalar.init)
        let every = String(String.UnicodeScalarView(scalars))

        let cleaned = TerminalSafeText.clean(every)

        let left = cleaned.unicodeScalars.filter {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }.map(\.value)
        XCTAssertEqual(Set(left), [0x200C, 0x200D])
    }

    func test_isSafeAndRemovingUnsafe_readTheSameCharactersAsClean() {
        for text in ["\u{1B}[2J", "a\u{85}", "\u{202E}x", "\u{200F}", "\u{FEFF}", "a\u{200B}b"] {
            XCTAssertFalse(TerminalSafeText.isSafe(text), text)
            XCTAssertTrue(TerminalSafeText.isSafe(TerminalSafeText.removingUnsafe(text)), text)
            XCTAssertTrue(TerminalSafeText.isSafe(TerminalSafeText.clean(text)), text)
        }
        XCTAssertEqual(TerminalSafeText.removingUnsafe("Wo\u{200E}ol\u{1B}"), "Wool")
        XCTAssertTrue(TerminalSafeText.isSafe("Café Tote ★ 東京"))
    }
}
