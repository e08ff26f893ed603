@testable import Drivers
import XCTest

/// A stepped script's comments shown as paragraphs fitted to the window, each line still marked as a comment.
final class NarrateAStepThroughTests: XCTestCase {
    func test_lines_joinACommentsLinesIntoOneParagraphWrappedToTheWindow() {
        let comments = ["# A lost answer: the call goes through, but its", "# answer never comes back."]

        XCTAssertEqual(ScriptNarration.lines(comments, columns: 30), [
            "# A lost answer: the call goes", "# through, but its answer", "# never comes back.",
        ])
    }

    func test_lines_keepAnIndentedLineAndAnEmptyOneApart() {
        let comments = ["# Run it so:", "#   tasch --step demo.tasch", "#", "# Then watch."]

        XCTAssertEqual(ScriptNarration.lines(comments, columns: 80), ["# Run it so:", "#   tasch --step demo.tasch", "#", "# Then watch."])
    }

    func test_lines_neverShowANoteForTheScriptsReader() {
        XCTAssertEqual(ScriptNarration.lines(["## Run it with --step.", "# A demo.", "## (a note)"], columns: 80), ["# A demo."])
        XCTAssertEqual(ScriptNarration.lines(["## Run it with --step.", ""], columns: 80), [], "nor the blank lines around notes alone")
    }

    func test_lines_joinParagraphsWithoutWrappingThemWhenThereIsNoWindow() {
        XCTAssertEqual(ScriptNarration.lines(["# one", "# two"], columns: nil), ["# one two"])
    }
}
