@testable import Drivers
import TaschTestSupport
import XCTest

/// The status line says the keys that work here, as many as fit: the least important drop first (the rightmost of
/// the least), a hint that can say itself shorter does so before it drops, and help and quit stay at every width.
final class KeepHelpAndQuitInTheStatusLineTests: XCTestCase {
    func test_aNarrowWindow_dropsTheLeastImportantHintsAndKeepsHelpAndQuit() {
        XCTAssertEqual(status(of: openScreen(columns: 40, rows: 15)), "⏎ open  a wish  c cart  ? help  q quit")
        XCTAssertEqual(status(of: openScreen(columns: 60, rows: 20)), "⏎ open  PgDn next page  a wish  c cart  ? help  q quit")
    }

    func test_theSpinner_saysWhatItWaitsForInAWordAndCtrlCShorterBeforeHelpAndQuitGiveWay() {
        var model = openScreen(columns: 40, rows: 15)
        let slow = request(in: model.press(.text("o")), for: .orders)!
        _ = model.update(.requestIsSlow(slow))

        XCTAssertEqual(status(of: model), "⠋ loading…  ^C cancels  ? help  q quit")
    }

    func test_line_cutsOnlyWhereTheHintsNeededAlwaysDoNotFit() {
        let hints = [StatusHint("a wish", .high), StatusHint("? help", .always), StatusHint("q quit", .always)]

        XCTAssertEqual(StatusHint.line(hints, width: 14), "? help  q quit")
        XCTAssertEqual(StatusHint.line(hints, width: 10), "? help  q…")
    }

    func test_line_dropsTheRightmostOfTheLeastImportantFirst() {
        let hints = [StatusHint("s sort", .low), StatusHint("⏎ open", .high), StatusHint("i in stock", .low), StatusHint("q quit", .always)]

        XCTAssertEqual(StatusHint.line(hints, width: 30), "s sort  ⏎ open  q quit")
    }

    private func status(of model: ScreenModel) -> String {
        ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(model).lines.last ?? ""
    }
}
