@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The console at a real terminal: commands read with the editor and kept in the history file, answers not kept.
@MainActor
final class KeepHistoryAtThePromptTests: XCTestCase {
    private let path = "/home/.local/state/tasch/history"

    func test_readLine_addsEachKeptCommandToTheHistoryFile() async {
        let (sut, _, _, files) = makeSUT([.typed("show 1\r checkout --yes\rcart\r")])

        let lines = [await sut.readLine(prompt: "tasch> "), await sut.readLine(prompt: "tasch> "), await sut.readLine(prompt: "tasch> ")]
        XCTAssertEqual(lines, ["show 1", " checkout --yes", "cart"])
        XCTAssertEqual(files.files[path], Data("show 1\ncart\n".utf8))
    }

    func test_readLine_recallsLinesFromTheFileAndFromThisSession() async {
        let (sut, _, _, files) = makeSUT([.typed("cart\r"), .typed("\u{1B}[A\u{1B}[A\r")])
        files.seed(Data("show 1\n".utf8), atPath: path)

        _ = await sut.readLine(prompt: "tasch> ")

        let line = await sut.readLine(prompt: "tasch> ")
        XCTAssertEqual(line, "show 1")
    }

    func test_ask_keepsTheAnswerOutOfTheHistoryAndGivesNothingOnControlC() async {
        let (sut, _, _, files) = makeSUT([.typed("y\r"), .typed("\u{3}")])

        XCTAssertEqual(sut.ask("Place the order? [y/N] "), "y")
        XCTAssertNil(sut.ask("Place the order? [y/N] "))
        XCTAssertEqual(files.journal, [])
    }

    func test_ask_wrapsALongQuestionBetweenWordsAndAsksOnItsLastLine() async {
        let (sut, base, terminal, _) = makeSUT([.typed("y\r")], columns: 40)

        XCTAssertEqual(sut.ask("Place the order for 3 items, $1,439.00 in all? [y/N] "), "y")
        XCTAssertEqual(base.output, "Place the order for 3 items,\n")
        XCTAssertTrue(terminal.output.hasPrefix("\r$1,439.00 in all? [y/N] \u{1B}[0K"), terminal.output)
    }

    func test_ask_wrapsAQuestionJustTooLongForTheWidestPrompt_neverCuttingIt() async {
        let (sut, base, terminal, _) = makeSUT([.typed("y\r")], columns: 80)

        XCTAssertEqual(sut.ask("Place the order for 1 item, $64.50 in all? [y/N, or a gift card code] "), "y")
        XCTAssertEqual(base.output, "Place the order for 1 item, $64.50 in all?\n")
        XCTAssertTrue(terminal.output.hasPrefix("\r[y/N, or a gift card code] \u{1B}[0K"), terminal.output)
    }

    func test_ask_showsWhatALongQuestionHoldsForTheTerminalToActOnAsText_onEveryLine() async {
        let (sut, base, terminal, _) = makeSUT([.typed("y\r")], columns: 40)

        XCTAssertEqual(sut.ask("Place the order for \"Tote\u{1B}[2J\" with its strap, at $64.50? [y/N] "), "y")
        XCTAssertEqual(base.output, "Place the order for \"Tote␛[2J\"\nwith its strap, at $64.50?\n")
        XCTAssertTrue(terminal.output.hasPrefix("\r[y/N] \u{1B}[0K"), terminal.output)
    }

    func test_ask_showsTheQuestionWithinTheWindowWhollyWhereItsPromptHasRoom_atEveryWidthFrom1To20() async {
        let questions = ["Place the order for 3 items, $1,439.00 in all? [y/N] ", "Buy them all? [y/N] "]
        for (question, columns) in questions.flatMap({ question in (1...20).map { (question, $0) } }) {
            let (sut, base, terminal, _) = makeSUT([.typed("y\r")], columns: columns)

            XCTAssertEqual(sut.ask(question), "y", "\(columns) columns")

            let prompt = terminal.output.dropFirst().components(separatedBy: "\u{1B}[0K")[0]
            let rows = base.output.split(separator: "\n").map(String.init)
            XCTAssertEqual(rows.filter { DisplayWidth.of($0) > columns }, [], "\(columns) columns")
            XCTAssertLessThanOrEqual(DisplayWidth.of(prompt), max(1, columns - 1), "\(columns) columns: \(prompt)")
            // From 5 columns the prompt has room for a character, its space, and one for the answer; the lines above it are as
            // wide as half the window at least.
            guard columns >= 5 else { continue }
            let shown = (rows + [prompt]).joined().filter { !$0.isWhitespace }
            XCTAssertEqual(shown, question.filter { !$0.isWhitespace }, "\(question) at \(columns) columns")
            XCTAssertLessThanOrEqual(rows.count + 1, WordWrap.lines(question, columns: columns / 2).count + 1, "\(question) at \(columns) columns")
        }
    }

    func test_anUnreadableHistory_isSaidOnceAndNeverWritten() async {
        let (sut, base, _, files) = makeSUT([.typed("cart\rwish\r")])
        files.failReads(with: FileSystemError("cannot read \(path): Permission denied"))

        _ = await sut.readLine(prompt: "tasch> ")
        _ = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(base.errors, "tasch: the history cannot be read, so it is not kept this time: cannot read\n  \(path): Permission denied\n")
        XCTAssertEqual(files.writtenPaths, [])
    }

    func test_aHistoryThatCannotBeSaved_isSaidOnce() async {
        let (sut, base, _, files) = makeSUT([.typed("cart\rwish\r")])
        files.failWrites(with: FileSystemError("cannot save \(path): Read-only file system"))

        _ = await sut.readLine(prompt: "tasch> ")
        _ = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(base.errors, "tasch: the history cannot be saved: cannot save\n  \(path): Read-only file system\n")
    }

    func test_aLineTooLongForTheHistoryFile_isGivenButNotKept_andSaidSo() async {
        // Four bytes a character: a line as long as the file may be, with its line break one byte too many.
        let long = String(repeating: "😀", count: LineHistory.maximumSize / 4)
        let (sut, base, _, files) = makeSUT([.typed(long + "\r"), .typed("\u{1B}[A\r")])
        files.seed(Data("cart\n".utf8), atPath: path)

        let first = await sut.readLine(prompt: "tasch> ")
        let second = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(first, long)
        XCTAssertEqual(second, "cart")
        XCTAssertEqual(base.errors, "tasch: that line is longer than the history keeps (4 MiB), so it is not kept\n")
        XCTAssertEqual(files.writtenPaths, [])
    }

    func test_withoutAHistoryFile_linesAreReadAndRecalledWithoutAWord() async {
        let base = ScriptedConsole(lines: [])
        let sut = LineEditingConsole(
            base: base, terminal: ScriptedTerminal([.typed("cart\r\u{1B}[A\r")]), completer: CompleterSpy(.none), historyFile: nil,
            canceller: CommandCanceller()
        )

        let first = await sut.readLine(prompt: "tasch> ")
        let second = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(first, "cart")
        XCTAssertEqual(second, "cart")
        XCTAssertEqual(base.errors, "")
    }

    func test_aTerminalThatRefusesRawMode_readsFromTheBaseConsole() async {
        let base = ScriptedConsole(lines: ["cart"], isInteractive: true)
        let sut = LineEditingConsole(
            base: base, terminal: ScriptedTerminal([], refusesRawMode: true), completer: CompleterSpy(.none), historyFile: nil,
            canceller: CommandCanceller()
        )

        let line = await sut.readLine(prompt: "tasch> ")
        XCTAssertEqual(line, "cart")
        XCTAssertEqual(base.prompts, ["tasch> "])
    }

    private func makeSUT(
        _ inputs: [TerminalInput], columns: Int = 80, file: StaticString = #filePath, line: UInt = #line
    ) -> (LineEditingConsole, ScriptedConsole, ScriptedTerminal, InMemoryFileSystem) {
        let base = ScriptedConsole(lines: [], isInteractive: true)
        let terminal = ScriptedTerminal(inputs, columns: columns)
        let files = InMemoryFileSystem()
        let sut = LineEditingConsole(
            base: base, terminal: terminal, completer: CompleterSpy(.none), historyFile: HistoryFile(path: path, fileSystem: files),
            canceller: CommandCanceller()
        )
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, base, terminal, files)
    }
}
