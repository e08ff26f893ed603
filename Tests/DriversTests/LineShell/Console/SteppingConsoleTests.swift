@testable import Drivers
import TaschTestSupport
import XCTest

/// A script stepped through at a terminal: each command shown at the prompt runs once Enter is pressed, `q` or the end
/// of input leaves, comments are shown as the script's narration, and questions go to the person.
@MainActor
final class StepThroughAScriptTests: XCTestCase {
    func test_readLine_showsTheNextCommandAtThePromptAndGivesItOnceEnterIsPressed() async {
        let (sut, terminal) = makeSUT(script: ["show 1", "cart"], typed: ["", ""])

        let first = await sut.readLine(prompt: "tasch> ")
        let second = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual([first, second], ["show 1", "cart"])
        XCTAssertEqual(terminal.prompts, ["tasch> show 1", "tasch> cart"])
    }

    func test_readLine_showsAGiftCardsCodeMasked_andRunsItAsWritten() async {
        let (sut, terminal) = makeSUT(script: ["cart; card WINTER-7KQ2"], typed: [""])

        let line = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(line, "cart; card WINTER-7KQ2")
        XCTAssertEqual(terminal.prompts, ["tasch> cart; card ····7KQ2"])
    }

    func test_readLine_showsCommentsAndBlankLinesAsTheyComeWithoutWaiting() async {
        let (sut, terminal) = makeSUT(script: ["# A lost answer:", "", "add 3"], typed: [""])

        let command = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(command, "add 3")
        XCTAssertEqual(terminal.output, "[# A lost answer:|]\n")
        XCTAssertEqual(terminal.prompts, ["tasch> add 3"])
    }

    func test_readLine_endsTheScriptWhenQIsTypedOrInputEnds() async {
        let (quitting, _) = makeSUT(script: ["show 1", "cart"], typed: [" Q "])
        let (ending, _) = makeSUT(script: ["show 1", "cart"], typed: [])

        let quit = await quitting.readLine(prompt: "tasch> ")
        let ended = await ending.readLine(prompt: "tasch> ")

        XCTAssertNil(quit)
        XCTAssertNil(ended)
    }

    func test_readLine_endsAfterTheScriptsLastCommand() async {
        let (sut, _) = makeSUT(script: ["cart", "# the end"], typed: ["", ""])

        _ = await sut.readLine(prompt: "tasch> ")
        let after = await sut.readLine(prompt: "tasch> ")

        XCTAssertNil(after)
    }

    func test_readLine_atTheScriptsEnd_wrapsTheClosingLineToTheWindowBetweenWords() async {
        let terminal = ScriptedConsole(lines: ["", ""], isInteractive: true)
        let sut = SteppingConsole(terminal: terminal, script: ["show 1", "cart"], secrets: LineSecrets(table: .shop), columns: { 30 })

        while await sut.readLine(prompt: "tasch> ") != nil {}

        XCTAssertEqual(terminal.output, "End of the script: its 2 steps\nhave run.\n")
    }

    func test_ask_isAnsweredByThePersonNotTheScript() async {
        let (sut, terminal) = makeSUT(script: ["checkout", "y"], typed: ["", "n"])

        _ = await sut.readLine(prompt: "tasch> ")
        let answer = sut.ask("Place the order? [y/N] ")

        XCTAssertEqual(answer, "n")
        XCTAssertEqual(terminal.prompts.last, "Place the order? [y/N] ")
    }

    func test_readLine_atATerminalThatGivesKeys_runsOnEnterAndLeavesOnQWithoutEnter() async {
        let (sut, console, keys) = makeSUTWithKeys(script: ["show 1", "cart"], keys: [.typed("\r"), .timedOut, .typed("q")])

        let first = await sut.readLine(prompt: "tasch> ")
        let second = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(first, "show 1")
        XCTAssertNil(second)
        XCTAssertEqual(console.output, "tasch> show 1\ntasch> cart\nLeft the script after 1 of its 2 steps.\n")
        XCTAssertEqual(keys.events.filter { $0 == .enterQuietMode || $0 == .restore }, [.enterQuietMode, .restore], "quiet from the first step to the end")
    }

    func test_readLine_dropsWhatWasTypedWhileTheCommandBeforeRan() async {
        let (sut, _, _) = makeSUTWithKeys(script: ["show 1", "cart"], keys: [.typed("\r"), .typed("xq"), .timedOut, .typed("\r")])

        _ = await sut.readLine(prompt: "tasch> ")
        let second = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(second, "cart", "the q typed while show 1 ran left nothing")
    }

    func test_readLine_pastTheLastCommand_saysEveryStepRanAndGivesTheTerminalBack() async {
        let (sut, console, keys) = makeSUTWithKeys(script: ["cart", "# That is all."], keys: [.typed("\r")])

        _ = await sut.readLine(prompt: "tasch> ")
        let after = await sut.readLine(prompt: "tasch> ")

        XCTAssertNil(after)
        XCTAssertTrue(console.output.hasSuffix("[# That is all.]\nEnd of the script: its 1 step has run.\n"), console.output)
        XCTAssertEqual(keys.events.last, .restore)
    }

    func test_readLine_drawsTheCommandAgainWhenTheWindowChangesOrTheShopContinues() async {
        let (sut, console, _) = makeSUTWithKeys(script: ["cart"], keys: [.timedOut, .resized, .typed("\r")])

        _ = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(console.output, "tasch> cart\r\u{1B}[Ktasch> cart\n")
    }

    func test_ask_atATerminalThatGivesKeys_isAnsweredALineEchoedThenTheStepsGoOnQuietly() async {
        let (sut, console, keys) = makeSUTWithKeys(script: ["checkout"], keys: [.typed("\r")], lines: ["n"])
        _ = await sut.readLine(prompt: "tasch> ")

        let answer = sut.ask("Place the order? [y/N] ")

        XCTAssertEqual(answer, "n")
        XCTAssertEqual(console.prompts, ["Place the order? [y/N] "])
        XCTAssertEqual(keys.events.filter { $0 == .enterQuietMode || $0 == .restore }, [.enterQuietMode, .restore, .enterQuietMode])
    }

    private func makeSUTWithKeys(
        script: [String], keys inputs: [TerminalInput], lines: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) -> (SteppingConsole, ScriptedConsole, ScriptedTerminal) {
        let console = ScriptedConsole(lines: lines, isInteractive: true)
        let keys = ScriptedTerminal([.timedOut] + inputs)
        let sut = SteppingConsole(
            terminal: console, keys: keys, script: script, secrets: LineSecrets(table: .shop), narration: { "[\($0.joined(separator: "|"))]\n" }
        )
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, console, keys)
    }

    private func makeSUT(
        script: [String], typed: [String], file: StaticString = #filePath, line: UInt = #line
    ) -> (SteppingConsole, ScriptedConsole) {
        let terminal = ScriptedConsole(lines: typed, isInteractive: true)
        let sut = SteppingConsole(terminal: terminal, script: script, secrets: LineSecrets(table: .shop), narration: { "[\($0.joined(separator: "|"))]\n" })
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, terminal)
    }
}
