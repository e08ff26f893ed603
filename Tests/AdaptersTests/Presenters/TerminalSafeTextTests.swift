import Adapters
import XCTest

final class TerminalSafeTextTests: XCTestCase {
    func test_clean_leavesPrintableTextAlone() {
        XCTAssertEqual(TerminalSafeText.clean("Café Tote — 40 × 30 cm ★ 東京"), "Café Tote — 40 × 30 cm ★ 東京")
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

    func test_clean_leavesNoControlScalarInAnyInput() {
        let every = String(String.UnicodeScalarView((0...0x2100).compactMap(Unicode.Scalar.init)))

        let cleaned = TerminalSafeText.clean(every)

        XCTAssertFalse(cleaned.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
