@testable import Drivers
import TaschTestSupport
import XCTest

/// Results and errors fitted to the terminal's window, and written exactly as given when there is no window.
@MainActor
final class FitOutputToTheWindowTests: XCTestCase {
    func test_line_wrapsBetweenWordsUnderTheLinesOwnIndent() async {
        let (sut, console) = makeSUT(columns: 20)

        sut.line("  Sturdy waxed canvas with leather handles")

        XCTAssertEqual(console.output, "  Sturdy waxed\n  canvas with\n  leather handles\n")
    }

    func test_line_takesAHangingIndentWhenGivenOne() async {
        let (sut, console) = makeSUT(columns: 24)

        sut.line("Colours:    2F4F4F  C8B88A  A0785A", indent: 12)

        XCTAssertEqual(console.output, "Colours:    2F4F4F\n            C8B88A\n            A0785A\n")
    }

    func test_row_cutsATableRowToTheWindow() async {
        let (sut, console) = makeSUT(columns: 12)

        sut.row("  4  Leather Weekender")

        XCTAssertEqual(console.output, "  4  Leathe…\n")
    }

    func test_error_wrapsTheMessageUnderATwoSpaceIndent() async {
        let (sut, console) = makeSUT(columns: 30)

        sut.error("unknown command \"shwo\": did you mean \"show\"?", kind: "usage")

        XCTAssertEqual(console.errors, "unknown command \"shwo\": did\n  you mean \"show\"?\n")
    }

    func test_withoutAWindow_linesRowsAndErrorsAreWrittenAsGiven() async {
        let long = String(repeating: "word ", count: 40)
        let (sut, console) = makeSUT(columns: nil)

        sut.line(long)
        sut.row(long)
        sut.error(long, kind: "usage")

        XCTAssertEqual(console.output, long + "\n" + long + "\n")
        XCTAssertEqual(console.errors, long + "\n")
    }

    func test_document_isNeverWrapped() async {
        let (sut, console) = makeSUT(columns: 10)

        sut.document("message", "a long message that is longer than the window")

        XCTAssertEqual(console.output, #"{"message":"a long message that is longer than the window"}"# + "\n")
    }

    func test_errorAtATerminal_isMarkedWithoutColourAndSetApartFromThePromptByABlankLine() async {
        let (sut, console) = makeSUT(columns: 30, interactive: true)

        sut.error("unknown command \"shwo\": did you mean \"show\"?", kind: "usage")
        sut.note("  (injected at cart)")
        sut.flush()

        XCTAssertEqual(console.errors, "error: unknown command \"shwo\":\n  did you mean \"show\"?\n  (injected at cart)\n\n")
    }

    func test_errorAtATerminal_isRedOnEveryRowWithColour() async {
        let (sut, console) = makeSUT(columns: 30, interactive: true, colour: true)

        sut.error("unknown command \"shwo\": did you mean \"show\"?", kind: "usage")
        sut.flush()

        XCTAssertEqual(console.errors, "\u{1B}[31munknown command \"shwo\": did\u{1B}[0m\n\u{1B}[31m  you mean \"show\"?\u{1B}[0m\n\n")
    }

    func test_errorFollowedByResults_needsNoBlankLineOfItsOwn() async {
        let (sut, console) = makeSUT(columns: 30, interactive: true)

        sut.error("no product with id 99", kind: "product-not-found")
        sut.line("Your cart")
        sut.flush()

        XCTAssertEqual(console.errors, "error: no product with id 99\n")
    }

    func test_errorOfAScriptOrPipedOutput_isWrittenExactlyAsBefore() async {
        for (columns, interactive) in [(30, false), (nil, true)] as [(Int?, Bool)] {
            let (sut, console) = makeSUT(columns: columns, interactive: interactive)
            sut.inputLineNumber = interactive ? nil : 3

            sut.error("no product with id 99", kind: "product-not-found")
            sut.flush()

            XCTAssertEqual(console.errors, (interactive ? "" : "line 3: ") + "no product with id 99\n")
        }
    }

    private func makeSUT(
        columns: Int?, interactive: Bool = false, colour: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) -> (TerminalOutput, ScriptedConsole) {
        let console = ScriptedConsole(lines: [], isInteractive: interactive)
        let sut = TerminalOutput(console: console, style: TextStyle(usesColour: colour), columns: { columns })
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, console)
    }
}
