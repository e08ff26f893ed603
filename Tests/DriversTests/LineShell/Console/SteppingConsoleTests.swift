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

    func test_ask_isAnsweredByThePersonNotTheScript() async {
        let (sut, terminal) = makeSUT(script: ["checkout", "y"], typed: ["", "n"])

        _ = await sut.readLine(prompt: "tasch> ")
        let answer = sut.ask("Place the order? [y/N] ")

        XCTAssertEqual(answer, "n")
        XCTAssertEqual(terminal.prompts.last, "Place the order? [y/N] ")
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
