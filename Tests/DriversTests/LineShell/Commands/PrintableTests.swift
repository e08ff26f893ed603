import Adapters
@testable import Drivers
import XCTest

/// A typed word quoted back in a message: short, and with what a terminal would act on, or show as nothing, made
/// visible by the one rule of terminal-safe text (`TerminalSafeText`).
final class PrintableTests: XCTestCase {
    func test_word_quotesWhatWasTyped() {
        XCTAssertEqual(Printable.word("shwo"), "\"shwo\"")
    }

    func test_word_showsWhatTheTerminalWouldActOnAsTerminalSafeTextDoes() {
        for typed in ["\u{1B}[2J", "cart\u{9B}1m", "\u{202E}tuo", "ca\u{200E}rt", "\u{FEFF}cart", "ca\u{200B}rt"] {
            XCTAssertEqual(Printable.word(typed), "\"\(TerminalSafeText.clean(typed))\"", typed)
        }
        XCTAssertEqual(Printable.word("ca\u{200F}rt\u{7}"), "\"ca\\u{200F}rt␇\"")
    }

    func test_word_cutsALongWordShortAfterItsFirstCharacters() {
        let typed = String(repeating: "x", count: 1_000_000)

        XCTAssertEqual(Printable.word(typed), "\"" + String(repeating: "x", count: Printable.maximumLength) + "…\"")
        XCTAssertEqual(Printable.word(String(repeating: "y", count: Printable.maximumLength)), "\"" + String(repeating: "y", count: 40) + "\"")
    }
}
