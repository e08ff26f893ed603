@testable import Drivers
import XCTest

/// Names and what they do, side by side as `help` and `--help` write them, fitted to the window.
final class LayOutTwoColumnsTests: XCTestCase {
    func test_lines_withoutAWindowPadEveryNameToTheWidestAndNeverWrap() {
        let sut = TwoColumnText(names: ["home", "catalogue [sort KEY] [in-stock] [page N]"], columns: nil)

        XCTAssertEqual(sut.lines("home", "the start screen"), ["  home                                      the start screen"])
    }

    func test_lines_wrapTheTextUnderItsColumn() {
        let sut = TwoColumnText(names: ["home", "show ID"], columns: 30)

        XCTAssertEqual(sut.lines("home", "the start screen: a few products and your wish list"), [
            "  home     the start screen: a",
            "           few products and",
            "           your wish list",
        ])
    }

    func test_lines_putANameWiderThanAThirdOfTheWindowOnALineOfItsOwn() {
        let sut = TwoColumnText(names: ["home", "catalogue [sort KEY] [in-stock]"], columns: 30)

        XCTAssertEqual(sut.lines("catalogue [sort KEY] [in-stock]", "the products, a page at a time"), [
            "  catalogue [sort KEY]",
            "    [in-stock]",
            "        the products, a page",
            "        at a time",
        ])
    }

    func test_lines_neverBreakAGroupInBracketsOfALongName() {
        let sut = TwoColumnText(names: ["home", "catalogue [page N] [--page-size N]"], columns: 30)

        XCTAssertEqual(sut.lines("catalogue [page N] [--page-size N]", "the products").prefix(2), [
            "  catalogue [page N]",
            "    [--page-size N]",
        ])
    }

    func test_lines_indentAsAsked() {
        let sut = TwoColumnText(names: ["0", "64"], indent: 4, columns: nil)

        XCTAssertEqual(sut.lines("0", "everything ran"), ["    0   everything ran"])
    }
}
