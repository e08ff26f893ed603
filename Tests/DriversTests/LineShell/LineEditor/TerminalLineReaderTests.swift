@testable import Drivers
import TaschTestSupport
import XCTest

/// Reading lines at a terminal in raw mode: keys in, the line drawn, the line out, settings put back.
@MainActor
final class ReadLinesAtTheTerminalTests: XCTestCase {
    func test_readLine_returnsTheTypedLineInRawModeAndRestoresTheSettings() async {
        let (sut, terminal) = makeSUT([.typed("show 1\r")])

        XCTAssertEqual(read(sut), .line("show 1"))
        XCTAssertEqual(terminal.events.first, .enterRawMode)
        XCTAssertEqual(terminal.events.last, .restore)
        XCTAssertEqual(terminal.output, draw("tasch> ", "") + entered("tasch> ", "show 1"))
    }

    func test_readLine_keepsKeysTypedAfterEnterForTheNextLine() async {
        let (sut, terminal) = makeSUT([.typed("cart\rwish\r")])

        XCTAssertEqual(read(sut), .line("cart"))
        XCTAssertEqual(read(sut), .line("wish"))
        XCTAssertEqual(terminal.events.filter { $0 == .read(timeout: nil) }.count, 1)
    }

    func test_controlC_onACommandDropsTheLineAndDrawsANewPrompt() async {
        let (sut, terminal) = makeSUT([.typed("sho\u{3}"), .typed("cart\r")])

        XCTAssertEqual(read(sut), .line("cart"))
        XCTAssertTrue(terminal.output.contains(draw("tasch> ", "sho") + "^C\n" + draw("tasch> ", "")), terminal.output)
    }

    func test_controlZ_suspendsThenDrawsTheLineAgainAndGoesOnEditingIt() async {
        let (sut, terminal) = makeSUT([.typed("show 1\u{1A}"), .typed("0\r")])

        XCTAssertEqual(read(sut), .line("show 10"))
        let suspend = terminal.events.firstIndex(of: .suspend)
        XCTAssertNotNil(suspend)
        XCTAssertEqual(suspend.map { Array(terminal.events[($0 - 1)...($0 + 1)]) }, [
            .write(draw("tasch> ", "show 1") + "^Z\n"), .suspend, .write(draw("tasch> ", "show 1")),
        ])
    }

    func test_keysThatArriveTogether_areDrawnOnceAllOfThemAreHandled() async {
        let left = "\u{1B}[D"
        let (sut, terminal) = makeSUT([.typed("shw 1" + left + left + left + "o"), .typed("\r")])

        XCTAssertEqual(read(sut), .line("show 1"))
        XCTAssertEqual(writes(terminal), [draw("tasch> ", ""), draw("tasch> ", "show 1", cursor: 3), entered("tasch> ", "show 1")])
    }

    func test_aPasteInManyReads_isDrawnOnceARead_eachDrawNoWiderThanTheWindow() async {
        let piece = String(repeating: "abcdefghi ", count: 410)
        let (sut, terminal) = makeSUT([TerminalInput](repeating: .typed(piece), count: 200) + [.typed("\r")])

        XCTAssertEqual(read(sut), .line(String(repeating: piece, count: 200)))
        let drawn = writes(terminal)
        XCTAssertEqual(drawn.count, 1 + 200 + 1, "the prompt, a draw a read, the whole line once entered")
        XCTAssertEqual(drawn.dropLast().filter { DisplayWidth.of($0) > 80 }, [])
        XCTAssertEqual(drawn.last, entered("tasch> ", String(repeating: piece, count: 200)))
    }

    func test_controlCRightAfterABigPaste_dropsItAndTheNextLineIsRead() async {
        let piece = String(repeating: "abcdefghi ", count: 410)
        let (sut, terminal) = makeSUT([TerminalInput](repeating: .typed(piece), count: 100) + [.typed("\u{3}"), .typed("cart\r")])

        XCTAssertEqual(read(sut), .line("cart"))
        XCTAssertTrue(terminal.output.contains("^C\n" + draw("tasch> ", "")), terminal.output.suffix(200).debugDescription)
    }

    func test_controlC_onAQuestionGivesNoAnswer() async {
        let (sut, _) = makeSUT([.typed("y\u{3}")])

        XCTAssertEqual(read(sut, purpose: .answer), .noLine)
    }

    func test_controlD_onAnEmptyLineIsTheEndOfInput() async {
        let (sut, terminal) = makeSUT([.typed("\u{4}")])

        XCTAssertEqual(read(sut), .noLine)
        XCTAssertEqual(terminal.events.last, .restore)
    }

    func test_readLine_endsWhenTheTerminalCloses() async {
        let (sut, _) = makeSUT([.typed("sho")])

        XCTAssertEqual(read(sut), .noLine)
    }

    func test_escapeAloneAfterAPause_leavesTheSearch() async {
        let (sut, terminal) = makeSUT([.typed("ad\u{12}sh\u{1B}"), .timedOut, .typed("\r")])

        XCTAssertEqual(read(sut, history: ["show 1"]), .line("ad"))
        XCTAssertTrue(terminal.events.contains(.read(timeout: TerminalLineReader.escapeWait)))
    }

    func test_readLine_givesWayWhenRawModeIsRefused() async {
        let terminal = ScriptedTerminal([.typed("cart\r")], refusesRawMode: true)
        let sut = TerminalLineReader(terminal: terminal)

        XCTAssertEqual(read(sut), .unavailable)
        XCTAssertEqual(terminal.events, [.enterRawMode])
    }

    func test_aChangeOfWindow_drawsTheLineAgainAtTheNewWidth() async {
        let (sut, terminal) = makeSUT([.typed("abcdefghijkl"), .resized, .typed("\r")])
        terminal.columns = 80

        _ = sut.readLine(prompt: "> ", history: [], completer: CompleterSpy(.none), purpose: .command)

        XCTAssertEqual(terminal.events.filter { if case .write = $0 { true } else { false } }.count, 4)
    }

    func test_secondTab_listsTheCandidatesUnderTheLineAndDrawsItAgain() async {
        let (sut, terminal) = makeSUT([.typed("show \t\t"), .typed("\r")])
        let completer = CompleterSpy(Completions([Completion("1", detail: "Market Tote"), Completion("2", detail: "Linen Cushion")]))

        _ = sut.readLine(prompt: "tasch> ", history: [], completer: completer, purpose: .command)

        XCTAssertTrue(terminal.output.contains("\u{7}" + draw("tasch> ", "show ") + "\n  1  Market Tote\n  2  Linen Cushion\n" + draw("tasch> ", "show ")), terminal.output)
    }

    func test_aPastedBlockOfLines_isShownAndEachLineRunsOnceEnterIsPressed() async {
        let (sut, terminal) = makeSUT([.typed("\u{1B}[200~add 1\r\radd 2\r\u{1B}[201~"), .typed("\r")])

        XCTAssertEqual(read(sut), .line("add 1"))
        XCTAssertEqual(read(sut), .line("add 2"))
        XCTAssertTrue(writes(terminal).contains(draw("tasch> ", "add 1\n\nadd 2\n")), "the block is shown before Enter: \(writes(terminal))")
        XCTAssertEqual(writes(terminal).suffix(2), [entered("tasch> ", "add 1"), entered("tasch> ", "add 2")])
        XCTAssertEqual(terminal.events.filter { $0 == .enterRawMode }.count, 1, "the block's next line is not typed, so not read")
    }

    func test_aPastedBlock_waitsForTheNextCommandNotForAnAnswer() async {
        let (sut, terminal) = makeSUT([.typed("\u{1B}[200~checkout\ny\u{1B}[201~\r"), .typed("n\r")])

        XCTAssertEqual(read(sut), .line("checkout"))
        XCTAssertEqual(read(sut, purpose: .answer), .line("n"))
        XCTAssertEqual(read(sut), .line("y"))
        XCTAssertEqual(terminal.output.components(separatedBy: entered("tasch> ", "y")).count, 2)
    }

    func test_aPastedBlockAsAnAnswer_isOneLine() async {
        let (sut, _) = makeSUT([.typed("\u{1B}[200~no\nthanks\u{1B}[201~\r")])

        XCTAssertEqual(read(sut, purpose: .answer), .line("no thanks"))
    }

    func test_aPastedBlock_isDrawnWithASignForEachLineBreak() async {
        XCTAssertEqual(
            LineRenderer.draw(LineView(prompt: "tasch> ", buffer: pasted("add 1\nadd 2")), columns: 80),
            "\rtasch> add 1⏎add 2\u{1B}[0K\r\u{1B}[18C"
        )
    }

    private func makeSUT(_ inputs: [TerminalInput], file: StaticString = #filePath, line: UInt = #line) -> (TerminalLineReader, ScriptedTerminal) {
        let terminal = ScriptedTerminal(inputs)
        let sut = TerminalLineReader(terminal: terminal)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(terminal, file: file, line: line)
        return (sut, terminal)
    }

    private func read(_ sut: TerminalLineReader, history: [String] = [], purpose: TerminalLineReader.Purpose = .command) -> TerminalLineReader.Outcome {
        sut.readLine(prompt: "tasch> ", history: history, completer: CompleterSpy(.none), purpose: purpose)
    }

    private func draw(_ prompt: String, _ text: String, cursor: Int? = nil) -> String {
        LineRenderer.draw(LineView(prompt: prompt, buffer: pasted(text, cursor: cursor)), columns: 80)
    }

    /// A line holding `text` as a paste brings it, line breaks and all, with the cursor after `cursor` characters.
    private func pasted(_ text: String, cursor: Int? = nil) -> LineBuffer {
        var buffer = LineBuffer()
        buffer.insertPasted(text)
        if let cursor {
            buffer.moveToStart()
            (0..<cursor).forEach { _ in buffer.moveRight() }
        }
        return buffer
    }

    /// An entered line as it is left on the screen: whole, for the terminal to wrap.
    private func entered(_ prompt: String, _ text: String) -> String {
        "\r" + prompt + text + "\u{1B}[0K\n"
    }

    /// Each write to the terminal, in order.
    private func writes(_ terminal: ScriptedTerminal) -> [String] {
        terminal.events.compactMap { if case let .write(text) = $0 { text } else { nil } }
    }
}
