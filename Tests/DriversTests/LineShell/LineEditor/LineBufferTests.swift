@testable import Drivers
import XCTest

/// Editing the line's text: the cursor moves and deletes whole characters, however many code points they hold.
final class EditTheLineTests: XCTestCase {
    func test_insert_putsTextAtTheCursorAndMovesPastIt() {
        var sut = LineBuffer("shw 1", cursor: 2)

        sut.insert("o")

        XCTAssertEqual(sut, LineBuffer("show 1", cursor: 3))
    }

    func test_insert_joinsACombiningMarkToTheCharacterBeforeIt() {
        var sut = LineBuffer("cafe")

        sut.insert("\u{301}")

        XCTAssertEqual(sut.text, "cafe\u{301}")
        XCTAssertEqual(sut.cursor, 4)
        XCTAssertEqual(sut.characterCount, 4)
    }

    func test_insert_dropsControlCharacters() {
        var sut = LineBuffer()

        sut.insert("a\u{1B}[2Jb\u{7}\u{9B}c")

        XCTAssertEqual(sut, LineBuffer("a[2Jbc"))
    }

    func test_insert_dropsBidirectionalOverridesAndIsolates_whichWouldReorderTheLineOnScreen() {
        var sut = LineBuffer()

        sut.insert("a\u{202E}b\u{2066}c\u{2069}d")

        XCTAssertEqual(sut, LineBuffer("abcd"))
    }

    func test_edits_clusterTheCharactersTheyBringTogether_asTheWholeTextWould() {
        var flag = LineBuffer("🇩x🇪", cursor: 2)
        var halves = LineBuffer("🇩🇪🇫")

        flag.deleteBackward()
        halves.insert("🇷")

        XCTAssertEqual(flag, LineBuffer("🇩🇪", cursor: 1))
        XCTAssertEqual(halves.characterCount, 2)
        XCTAssertEqual(halves, LineBuffer("🇩🇪🇫🇷"))
    }

    func test_moves_stepOverOneCharacterAndStopAtTheEnds() {
        var sut = LineBuffer("e\u{301}👍🏽x", cursor: 0)

        sut.moveRight()
        XCTAssertEqual(sut.cursor, 1)
        sut.moveRight()
        sut.moveRight()
        sut.moveRight()
        XCTAssertEqual(sut.cursor, 3)
        sut.moveLeft()
        XCTAssertEqual(sut.cursor, 2)
        sut.moveToStart()
        sut.moveLeft()
        XCTAssertEqual(sut.cursor, 0)
        sut.moveToEnd()
        XCTAssertEqual(sut.cursor, 3)
    }

    func test_deleteBackward_removesTheWholeCharacterBeforeTheCursor() {
        var sut = LineBuffer("ae\u{301}👍🏽", cursor: 2)

        sut.deleteBackward()
        XCTAssertEqual(sut, LineBuffer("a👍🏽", cursor: 1))
        sut.moveToStart()
        sut.deleteBackward()
        XCTAssertEqual(sut, LineBuffer("a👍🏽", cursor: 0))
    }

    func test_deleteForward_removesTheCharacterUnderTheCursorAndNothingAtTheEnd() {
        var sut = LineBuffer("a👍🏽b", cursor: 1)

        sut.deleteForward()
        XCTAssertEqual(sut, LineBuffer("ab", cursor: 1))
        sut.moveToEnd()
        sut.deleteForward()
        XCTAssertEqual(sut, LineBuffer("ab"))
    }

    func test_deleteToEndAndToStart_removeEitherSideOfTheCursorAndGiveWhatWasRemoved() {
        var sut = LineBuffer("show 12", cursor: 4)

        XCTAssertEqual(sut.deleteToEnd(), " 12")
        XCTAssertEqual(sut, LineBuffer("show"))
        sut.moveLeft()
        XCTAssertEqual(sut.deleteToStart(), "sho")
        XCTAssertEqual(sut, LineBuffer("w", cursor: 0))
    }

    func test_deleteWordBackward_removesTheSpacesThenTheWordBeforeTheCursor() {
        var sut = LineBuffer("catalogue sort -price  ")

        XCTAssertEqual(sut.deleteWordBackward(), "-price  ")
        XCTAssertEqual(sut, LineBuffer("catalogue sort "))
    }

    func test_wordMoves_jumpOverLettersAndDigitsOnly() {
        var sut = LineBuffer("catalogue sort -price")

        sut.moveWordLeft()
        XCTAssertEqual(sut.cursor, 16)
        sut.moveWordLeft()
        XCTAssertEqual(sut.cursor, 10)
        sut.moveToStart()
        sut.moveWordRight()
        XCTAssertEqual(sut.cursor, 9)
        sut.moveWordRight()
        XCTAssertEqual(sut.cursor, 14)
    }

    func test_deleteWordForward_removesToTheEndOfTheNextWord() {
        var sut = LineBuffer("catalogue sort -price", cursor: 9)

        XCTAssertEqual(sut.deleteWordForward(), " sort")
        XCTAssertEqual(sut, LineBuffer("catalogue -price", cursor: 9))
    }

    func test_replace_putsTextInPlaceOfTheCharactersBeforeTheCursor() {
        var sut = LineBuffer("fault cat 1*fail", cursor: 9)

        sut.replace(charactersBeforeCursor: 3, with: "catalogue ")

        XCTAssertEqual(sut, LineBuffer("fault catalogue  1*fail", cursor: 16))
    }
}
