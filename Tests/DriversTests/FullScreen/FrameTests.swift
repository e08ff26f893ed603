@testable import Drivers
import XCTest

/// A frame is the whole screen as cells: text is clipped to where it is put, and a wide character takes two cells.
final class DrawIntoAFrameTests: XCTestCase {
    func test_put_writesTextFromItsColumnClippedToItsWidth() {
        var sut = Frame(columns: 10, rows: 2)

        let used = sut.put("Market Tote", row: 1, column: 2, width: 6)

        XCTAssertEqual(used, 6)
        XCTAssertEqual(sut.lines, ["", "  Market"])
    }

    func test_put_neverWritesPastTheFramesEdgeOrOutsideItsRows() {
        var sut = Frame(columns: 5, rows: 1)

        sut.put("abcdefgh", row: 0, column: 3)
        sut.put("x", row: 1, column: 0)
        sut.put("y", row: -1, column: 0)

        XCTAssertEqual(sut.lines, ["   ab"])
    }

    func test_put_givesAWideCharacterTwoCellsAndLeavesOutOneThatDoesNotFit() {
        var sut = Frame(columns: 5, rows: 1)

        let used = sut.put("日本語", row: 0, column: 0)

        XCTAssertEqual(used, 4)
        XCTAssertEqual(sut.lines, ["日本"])
        XCTAssertTrue(sut[0, 1].isContinuation)
        XCTAssertEqual(sut[0, 4], .blank)
    }

    func test_put_overHalfAWideCharacterLeavesASpaceForItsOtherHalf() {
        var sut = Frame(columns: 4, rows: 1)
        sut.put("日本", row: 0, column: 0)

        sut.put("x", row: 0, column: 1)
        sut.put("y", row: 0, column: 2)

        XCTAssertEqual(sut.lines, [" xy"])
        XCTAssertFalse((0..<4).contains { sut[0, $0].isContinuation })
    }

    func test_put_leavesOutCharactersThatTakeNoColumn() {
        var sut = Frame(columns: 4, rows: 1)

        XCTAssertEqual(sut.put("a\u{200B}b", row: 0, column: 0), 2)
        XCTAssertEqual(sut.lines, ["ab"])
    }

    func test_fill_paintsAStyledRun() {
        var sut = Frame(columns: 4, rows: 1)

        sut.fill(row: 0, column: 1, width: 2, style: .reversed)

        XCTAssertEqual((0..<4).map { sut[0, $0].style.isReversed }, [false, true, true, false])
    }
}
