@testable import Drivers
import XCTest

/// The line being edited, and the candidates under it, in a window of 1 to 20 columns: nothing drawn is wider than the
/// window less its last column, and what is typed beside the cursor always shows.
final class DrawTheLineInAFewColumnsTests: XCTestCase {
    private let prompts = ["tasch> ", "", "Place the order for 3 items, $1,439.00 in all? [y/N] ", "(reverse-i-search)`lin': "]
    private let lines = ["", "show 1", "find " + String(repeating: "linen cushion ", count: 20) + "日本語"]

    func test_draw_keepsThePromptTheLineAndTheCursorWithinTheWindow_atEveryWidthFrom1To20() {
        for columns in 1...20 {
            for prompt in prompts {
                for line in lines {
                    for cursor in Set([0, line.count / 2, line.count]) {
                        let (shown, cursorColumn) = drawn(prompt, line, cursor: cursor, columns: columns)

                        let room = max(1, columns - 1), name = "\(prompt.debugDescription) \(line.prefix(10)) at \(cursor), \(columns) columns"
                        XCTAssertLessThanOrEqual(DisplayWidth.of(shown), room, "\(name): \(shown)")
                        XCTAssertLessThanOrEqual(cursorColumn, min(room, DisplayWidth.of(shown)), "\(name): \(shown)")
                    }
                }
            }
        }
    }

    func test_draw_showsTheCharacterTypedLast_atEveryWidthFrom1To20() {
        for columns in 1...20 {
            for prompt in prompts {
                let (shown, _) = drawn(prompt, "show 1", cursor: 6, columns: columns)

                XCTAssertTrue(shown.hasSuffix("1"), "\(prompt.debugDescription) at \(columns) columns: \(shown.debugDescription)")
            }
        }
    }

    func test_listing_cutsEachCandidateWithItsDetailToTheWindow_atEveryWidthFrom1To20() {
        let completions = Completions([Completion("1", detail: "Extraordinarily Long Handwoven Market Tote"), Completion("12", detail: "Lamp")], total: 40)

        for columns in 1...20 {
            let listed = LineRenderer.listing(completions, columns: columns).split(separator: "\n").map(String.init)

            XCTAssertEqual(listed.count, 3, "\(columns) columns: \(listed)")
            XCTAssertEqual(listed.filter { $0.isEmpty || DisplayWidth.of($0) > max(1, columns - 1) }, [], "\(columns) columns")
        }
    }

    /// What `LineRenderer.draw` shows on the row (the prompt and the line), and the column it puts the cursor in.
    private func drawn(_ prompt: String, _ line: String, cursor: Int, columns: Int) -> (shown: String, cursorColumn: Int) {
        let drawn = LineRenderer.draw(LineView(prompt: prompt, buffer: LineBuffer(line, cursor: cursor)), columns: columns)
        let parts = drawn.dropFirst().components(separatedBy: "\u{1B}[0K\r")
        let move = parts[1].dropFirst(2).dropLast()
        return (parts[0], Int(move) ?? 0)
    }
}
