@testable import Drivers
import XCTest

/// A text taller than its place scrolls as less scrolls it: within the text, a page the same up as down, with a sign
/// where more is above or below; signs take rows of their own on a product's page and none in a dialog's border.
final class ScrollWindowTests: XCTestCase {
    func test_aTextThatFits_showsWholeWithoutSigns() {
        let sut = ScrollWindow(lineCount: 5, rows: 7, top: 3, signsTakeRows: true)

        XCTAssertEqual(sut.shown, 0..<5)
        XCTAssertEqual([sut.top, sut.maxTop], [0, 0])
        XCTAssertFalse(sut.hasMoreAbove || sut.hasMoreBelow)
    }

    func test_signsInRows_leaveRoomForTheLinesAroundThem() {
        let first = ScrollWindow(lineCount: 12, rows: 7, top: 0, signsTakeRows: true)
        let middle = ScrollWindow(lineCount: 12, rows: 7, top: first.page, signsTakeRows: true)
        let last = ScrollWindow(lineCount: 12, rows: 7, top: 99, signsTakeRows: true)

        XCTAssertEqual([first.shown, middle.shown, last.shown], [0..<6, 5..<10, 6..<12])
        XCTAssertEqual([first.hasMoreAbove, first.hasMoreBelow, middle.hasMoreAbove, middle.hasMoreBelow], [false, true, true, true])
        XCTAssertEqual([last.hasMoreAbove, last.hasMoreBelow], [true, false])
        XCTAssertEqual(middle.top - middle.page, 0, "a page up from a page down is where it started")
    }

    func test_signsInABorder_takeNoRows() {
        let sut = ScrollWindow(lineCount: 12, rows: 7, top: 99, signsTakeRows: false)

        XCTAssertEqual(sut.shown, 5..<12)
        XCTAssertEqual(sut.page, 6)
        XCTAssertTrue(sut.hasMoreAbove)
    }
}
