@testable import Drivers
import XCTest

/// Which typed lines the history keeps, and walking back and forth through them with Up and Down.
final class KeepHistoryTests: XCTestCase {
    func test_add_keepsLinesOldestFirst() {
        var sut = LineHistory()

        sut.add("show 1")
        sut.add("add")

        XCTAssertEqual(sut.lines, ["show 1", "add"])
    }

    func test_add_keepsALineRepeatedRightAfterItselfOnce() {
        var sut = LineHistory(["cart"])

        sut.add("cart")
        sut.add("wish")
        sut.add("cart")

        XCTAssertEqual(sut.lines, ["cart", "wish", "cart"])
    }

    func test_add_keepsNoLineThatStartsWithASpaceOrIsBlank() {
        var sut = LineHistory()

        sut.add(" checkout --yes")
        sut.add("")
        sut.add("   ")

        XCTAssertEqual(sut.lines, [])
    }

    func test_add_dropsTheOldestLinesPastTheLimit() {
        var sut = LineHistory((1...LineHistory.limit).map { "show \($0)" })

        sut.add("cart")

        XCTAssertEqual(sut.lines.count, 1_000)
        XCTAssertEqual(sut.lines.first, "show 2")
        XCTAssertEqual(sut.lines.last, "cart")
    }

    func test_add_dropsTheOldestLinesPastTheSizeTheHistoryFileMayHave() {
        // Four lines that fill the file exactly, each with its line break.
        let quarter = String(repeating: "a", count: LineHistory.maximumSize / 4 - 1)
        var sut = LineHistory(["1" + quarter.dropFirst(), "2" + quarter.dropFirst(), "3" + quarter.dropFirst(), "4" + quarter.dropFirst()])
        XCTAssertEqual(sut.lines.count, 4)

        sut.add("cart")

        XCTAssertEqual(sut.lines.map(\.first), ["2", "3", "4", "c"])
        XCTAssertLessThanOrEqual(sut.lines.map { $0.utf8.count + 1 }.reduce(0, +), LineHistory.maximumSize)
    }

    func test_add_keepsNoLineLongerThanTheHistoryFileMayHold() {
        let tooLong = String(repeating: "é", count: LineHistory.maximumSize / 2)
        var sut = LineHistory(["cart"])

        XCTAssertFalse(sut.add(tooLong))
        XCTAssertTrue(LineHistory.isTooLong(tooLong))
        XCTAssertFalse(LineHistory.isTooLong("cart"))
        XCTAssertEqual(sut.lines, ["cart"])
    }

    func test_init_appliesTheSameRulesToLinesReadBackAndDropsLinesWithControls() {
        let sut = LineHistory(["cart", "cart", " secret", "", "show 1\u{1B}[2J", "find \u{9B}", "find \u{202E}kcab", "wish"])

        XCTAssertEqual(sut.lines, ["cart", "wish"])
    }
}

/// Up and Down through the history, with the line being typed kept aside.
final class BrowseHistoryTests: XCTestCase {
    func test_up_givesTheNewestLineFirstAndDownComesBackToTheLineBeingTyped() {
        var sut = HistoryBrowser(lines: ["show 1", "cart"])

        XCTAssertEqual(sut.move(by: -1, leaving: "ad"), "cart")
        XCTAssertEqual(sut.move(by: -1, leaving: "cart"), "show 1")
        XCTAssertEqual(sut.move(by: 1, leaving: "show 1"), "cart")
        XCTAssertEqual(sut.move(by: 1, leaving: "cart"), "ad")
    }

    func test_move_givesNothingPastEitherEnd() {
        var sut = HistoryBrowser(lines: ["cart"])

        XCTAssertNil(sut.move(by: 1, leaving: ""))
        XCTAssertEqual(sut.move(by: -1, leaving: ""), "cart")
        XCTAssertNil(sut.move(by: -1, leaving: "cart"))
    }

    func test_move_keepsAnEditMadeToARecalledLineWhileBrowsing() {
        var sut = HistoryBrowser(lines: ["show 1", "cart"])

        _ = sut.move(by: -1, leaving: "")
        _ = sut.move(by: -1, leaving: "cart --edited")

        XCTAssertEqual(sut.move(by: 1, leaving: "show 1"), "cart --edited")
    }
}
