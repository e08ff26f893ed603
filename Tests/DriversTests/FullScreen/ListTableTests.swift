@testable import Drivers
import XCTest

/// A list's columns in a narrow window: numbers whole, the name cut first, down to its least width, then the columns
/// of words left out whole, the lowest rank first, each row that had something there ending with "…".
final class ListTableTests: XCTestCase {
    func test_aWideEnoughWindow_showsEveryColumnWholeWithTheNameFillingWhatIsLeft() {
        XCTAssertEqual(text(makeSUT().rows(in: 46)), ["7  Stoneware Mug Set   $1,439.00  out of stock", "8  Tote                    $9.00  in stock"])
    }

    func test_theNameIsCutDownToItsLeastWidthBeforeAColumnOfWordsIsLeftOut() {
        XCTAssertEqual(text(makeSUT().rows(in: 40)), ["7  Stoneware M…  $1,439.00  out of stock", "8  Tote              $9.00  in stock"])
    }

    func test_aColumnOfWordsThatStillDoesNotFit_isLeftOutWholeWithASign() {
        XCTAssertEqual(text(makeSUT().rows(in: 34)), ["7  Stoneware Mug Set  $1,439.00  …", "8  Tote                   $9.00  …"])
    }

    func test_theSign_endsOnlyTheRowsThatHadSomethingLeftOut() {
        let sut = ListTable(columns: [
            ListTable.Column(cells: ["Tote", "Mug"], fit: .name(least: 4, most: 20)),
            ListTable.Column(cells: ["$9.00", "$48.00"], fit: .number, alignsRight: true),
            ListTable.Column(cells: ["", "[out of stock]"], fit: .words(rank: 0)),
        ])

        XCTAssertEqual(text(sut.rows(in: 16)), ["Tote    $9.00", "Mug    $48.00  …"])
    }

    func test_numbers_areNeverCutEvenWhenNothingElseIsLeft() {
        let sut = ListTable(columns: [ListTable.Column(cells: ["Stoneware Mug Set"], fit: .name(least: 12, most: 40)),
                                      ListTable.Column(cells: ["$1,439.00"], fit: .number, alignsRight: true)])

        XCTAssertEqual(text(sut.rows(in: 14)), ["St…  $1,439.00"])
    }

    private func makeSUT() -> ListTable {
        ListTable(columns: [
            ListTable.Column(cells: ["7", "8"], fit: .number, alignsRight: true),
            ListTable.Column(cells: ["Stoneware Mug Set", "Tote"], fit: .name(least: 12, most: 40)),
            ListTable.Column(cells: ["$1,439.00", "$9.00"], fit: .number, alignsRight: true),
            ListTable.Column(cells: ["out of stock", "in stock"], fit: .words(rank: 0)),
        ])
    }

    private func text(_ rows: [[Span]]) -> [String] {
        rows.map { String($0.map(\.text).joined().reversed().drop { $0 == " " }.reversed()) }
    }
}
