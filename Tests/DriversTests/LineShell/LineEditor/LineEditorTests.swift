@testable import Drivers
import XCTest

/// What each key does to the line being read, without a terminal.
final class EditALineWithKeysTests: XCTestCase {
    func test_typingThenEnter_submitsTheLine() {
        var sut = LineEditor(history: [])

        XCTAssertEqual(press([.text("sho"), .text("w 1")], on: &sut), [.redraw, .redraw])
        XCTAssertEqual(sut.handle(.enter, completer: noCompletions), .submit("show 1"))
    }

    func test_movementKeys_andTheirControlLettersMoveTheCursor() {
        let moves: [([Key], Int)] = [
            ([.left], 6), ([.control("b")], 6), ([.home], 0), ([.control("a")], 0), ([.home, .right], 1),
            ([.home, .control("f")], 1), ([.home, .end], 7), ([.home, .control("e")], 7), ([.wordLeft], 5),
            ([.alt("b")], 5), ([.home, .wordRight], 4), ([.home, .alt("f")], 4),
        ]
        for (keys, cursor) in moves {
            var sut = editor(typing: "show 12")
            _ = press(keys, on: &sut)
            XCTAssertEqual(sut.buffer.cursor, cursor, "\(keys)")
        }
    }

    func test_deletingKeys_removeTheirPartOfTheLine() {
        let deletions: [([Key], LineBuffer)] = [
            ([.backspace], LineBuffer("show 1")), ([.home, .delete], LineBuffer("how 12", cursor: 0)),
            ([.home, .control("d")], LineBuffer("how 12", cursor: 0)), ([.left, .control("k")], LineBuffer("show 1")),
            ([.left, .control("u")], LineBuffer("2", cursor: 0)), ([.control("w")], LineBuffer("show ")),
            ([.alt("\u{7F}")], LineBuffer("show ")), ([.home, .alt("d")], LineBuffer(" 12", cursor: 0)),
        ]
        for (keys, buffer) in deletions {
            var sut = editor(typing: "show 12")
            _ = press(keys, on: &sut)
            XCTAssertEqual(sut.buffer, buffer, "\(keys)")
        }
    }

    func test_controlY_putsBackWhatWasLastCutOut() {
        var sut = editor(typing: "add 12")

        _ = press([.control("w"), .home, .control("y")], on: &sut)

        XCTAssertEqual(sut.buffer, LineBuffer("12add ", cursor: 2))
    }

    func test_controlD_leavesOnlyOnAnEmptyLine() {
        var sut = LineEditor(history: [])

        XCTAssertEqual(sut.handle(.control("d"), completer: noCompletions), .endOfInput)
    }

    func test_controlC_interruptsAndControlL_clearsTheScreen() {
        var sut = editor(typing: "sho")

        XCTAssertEqual(sut.handle(.control("c"), completer: noCompletions), .interrupt)
        XCTAssertEqual(sut.handle(.control("l"), completer: noCompletions), .clearScreen)
    }

    func test_controlZ_suspendsKeepingTheLine() {
        var sut = editor(typing: "sho")

        XCTAssertEqual(sut.handle(.control("z"), completer: noCompletions), .suspend)
        XCTAssertEqual(sut.buffer, LineBuffer("sho"))
    }

    func test_keysWithoutAUse_changeNothing() {
        var sut = editor(typing: "cart")

        XCTAssertEqual(press([.unknown, .escape, .control("o")], on: &sut), [.unchanged, .unchanged, .unchanged])
        XCTAssertEqual(sut.buffer, LineBuffer("cart"))
    }

    func test_upAndDown_recallHistoryAndRingAtTheEnds() {
        var sut = LineEditor(history: ["show 1", "cart"])
        _ = press([.text("ad")], on: &sut)

        XCTAssertEqual(press([.up], on: &sut), [.redraw])
        XCTAssertEqual(sut.buffer, LineBuffer("cart"))
        XCTAssertEqual(press([.control("p"), .up], on: &sut), [.redraw, .bell])
        XCTAssertEqual(sut.buffer, LineBuffer("show 1"))
        _ = press([.down, .control("n")], on: &sut)
        XCTAssertEqual(sut.buffer, LineBuffer("ad"))
        XCTAssertEqual(press([.down], on: &sut), [.bell])
    }

    func test_tab_ringsOnAFirstAmbiguousPressAndListsOnTheNext() {
        var sut = editor(typing: "show 1")
        let completer = CompleterSpy(Completions([Completion("1", detail: "Tote"), Completion("10", detail: "Basket")]))

        XCTAssertEqual(sut.handle(.tab, completer: completer), .bell)
        XCTAssertEqual(sut.handle(.tab, completer: completer), .list(completer.answer))
        XCTAssertEqual(sut.handle(.text("0"), completer: completer), .redraw)
        XCTAssertEqual(sut.handle(.tab, completer: completer), .bell)
    }

    func test_tab_completesTheWordInTheLine() {
        var sut = editor(typing: "catalogue sort pr")

        XCTAssertEqual(sut.handle(.tab, completer: CompleterSpy(Completions([Completion("price")]))), .redraw)
        XCTAssertEqual(sut.buffer, LineBuffer("catalogue sort price "))
    }

    private let noCompletions = CompleterSpy(.none)

    private func editor(typing text: String) -> LineEditor {
        var editor = LineEditor(history: [])
        _ = editor.handle(.text(text), completer: noCompletions)
        return editor
    }

    private func press(_ keys: [Key], on editor: inout LineEditor) -> [EditorAction] {
        keys.map { editor.handle($0, completer: noCompletions) }
    }
}

/// A paste is text for the line it lands in: inserted whole, its line breaks kept, so a block of several lines is shown
/// and runs only when Enter is pressed; in a Ctrl-R search, it is what is searched for.
final class PasteIntoTheLineTests: XCTestCase {
    func test_aPaste_isInsertedAtTheCursorKeepingItsLineBreaksAndRunsOnlyOnEnter() {
        var sut = LineEditor(history: [])
        _ = sut.handle(.text("#"), completer: CompleterSpy(.none))

        XCTAssertEqual(sut.handle(.paste("add 1\nadd 2\u{1B}[A\u{3}\n"), completer: CompleterSpy(.none)), .redraw)

        XCTAssertEqual(sut.buffer.text, "#add 1\nadd 2[A\n")
        XCTAssertEqual(sut.handle(.enter, completer: CompleterSpy(.none)), .submit("#add 1\nadd 2[A\n"))
    }

    func test_aPasteIntoASearch_isSearchedForOnOneLine() {
        var sut = LineEditor(history: ["show 1", "catalogue sort price"])
        _ = sut.handle(.control("r"), completer: CompleterSpy(.none))

        _ = sut.handle(.paste("sort\nprice"), completer: CompleterSpy(.none))

        XCTAssertEqual(sut.view(prompt: "tasch> ").prompt, "(reverse-i-search)`sort price': ")
    }
}

/// Ctrl-R inside the editor: the prompt and line while searching, and how the search is left.
final class SearchHistoryInTheEditorTests: XCTestCase {
    private let history = ["show 1", "catalogue sort price", "cart"]

    func test_search_showsItsPromptAndTheLineFound() {
        var sut = searching(for: "sort")

        XCTAssertEqual(sut.view(prompt: "tasch> "), LineView(prompt: "(reverse-i-search)`sort': ", buffer: LineBuffer("catalogue sort price", cursor: 10)))
        XCTAssertEqual(sut.handle(.control("r"), completer: CompleterSpy(.none)), .redraw)
        XCTAssertEqual(sut.view(prompt: "tasch> ").prompt, "(failing reverse-i-search)`sort': ")
    }

    func test_enter_runsTheLineFound() {
        var sut = searching(for: "sh")

        XCTAssertEqual(sut.handle(.enter, completer: CompleterSpy(.none)), .submit("show 1"))
    }

    func test_controlGAndEscape_giveBackTheLineBeingTyped() {
        for key in [Key.control("g"), .escape] {
            var sut = searching(for: "sh")

            XCTAssertEqual(sut.handle(key, completer: CompleterSpy(.none)), .redraw)
            XCTAssertEqual(sut.view(prompt: "tasch> "), LineView(prompt: "tasch> ", buffer: LineBuffer("ad")))
        }
    }

    func test_anEditingKey_takesTheLineFoundAndActsOnIt() {
        var sut = searching(for: "sort")

        _ = sut.handle(.control("e"), completer: CompleterSpy(.none))

        XCTAssertEqual(sut.view(prompt: "tasch> "), LineView(prompt: "tasch> ", buffer: LineBuffer("catalogue sort price")))
    }

    func test_backspace_shortensTheSearch() {
        var sut = searching(for: "sortx")

        _ = sut.handle(.backspace, completer: CompleterSpy(.none))

        XCTAssertEqual(sut.view(prompt: "tasch> ").prompt, "(reverse-i-search)`sort': ")
    }

    private func searching(for text: String) -> LineEditor {
        var editor = LineEditor(history: history)
        _ = editor.handle(.text("ad"), completer: CompleterSpy(.none))
        _ = editor.handle(.control("r"), completer: CompleterSpy(.none))
        _ = editor.handle(.text(text), completer: CompleterSpy(.none))
        return editor
    }
}
