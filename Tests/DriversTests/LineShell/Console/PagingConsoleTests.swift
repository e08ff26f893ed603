@testable import Drivers
import TaschTestSupport
import XCTest

/// Answers taller than the window go through the pager once a line has been read; the start screen and short answers
/// do not, and a pager that cannot be run is said once and then left alone.
@MainActor
final class PageLongAnswersTests: XCTestCase {
    func test_anAnswerTallerThanTheWindow_goesThroughThePager() async {
        let (sut, base, pager) = makeSUT(rows: 5)

        _ = await sut.readLine(prompt: "tasch> ")
        sut.write(lines(5))
        sut.flush()

        XCTAssertEqual(pager.shown, [lines(5)])
        XCTAssertEqual(base.output, "")
    }

    func test_anAnswerThatLeavesARowForThePrompt_isWrittenAsItIs() async {
        let (sut, base, pager) = makeSUT(rows: 5)

        _ = await sut.readLine(prompt: "tasch> ")
        sut.write(lines(4))
        sut.flush()

        XCTAssertEqual(pager.shown, [])
        XCTAssertEqual(base.output, lines(4))
    }

    func test_theStartScreen_sentBeforeTheFirstLineIsRead_isNeverPaged() async {
        let (sut, base, pager) = makeSUT(rows: 5)

        sut.write(lines(9))
        _ = await sut.readLine(prompt: "tasch> ")

        XCTAssertEqual(pager.shown, [])
        XCTAssertEqual(base.output, lines(9))
    }

    func test_linesWiderThanTheWindow_countAsTheRowsTheyWrapTo() {
        XCTAssertEqual(PagingConsole.rows(of: "12345678901\n\n123\n", columns: 5), 5)
    }

    func test_aPagerThatCannotBeRun_isSaidOnceAndLongAnswersAreWrittenAsTheyAre() async {
        let (sut, base, pager) = makeSUT(rows: 5, pagerWorks: false)

        _ = await sut.readLine(prompt: "tasch> ")
        sut.write(lines(6))
        sut.flush()
        sut.write(lines(7))
        sut.flush()

        XCTAssertEqual(pager.shown, [lines(6)])
        XCTAssertEqual(base.output, lines(6) + lines(7))
        XCTAssertEqual(base.errors, "tasch: the pager \"less -FRX\" cannot be run, so long answers are written as they\n  are: set PAGER to another, or pass --no-pager\n")
    }

    func test_anError_sendsTheAnswerBeforeIt() async {
        let (sut, base, pager) = makeSUT(rows: 5)

        _ = await sut.readLine(prompt: "tasch> ")
        sut.write(lines(2))
        sut.writeError("no product with id 99\n")

        XCTAssertEqual(pager.shown, [])
        XCTAssertEqual(base.output, lines(2))
        XCTAssertEqual(base.errors, "no product with id 99\n")
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { "line \($0)\n" }.joined()
    }

    private func makeSUT(rows: Int, pagerWorks: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> (PagingConsole, ScriptedConsole, PagerSpy) {
        let base = ScriptedConsole(lines: ["cart"], isInteractive: true)
        let pager = PagerSpy(works: pagerWorks)
        let sut = PagingConsole(base: base, pager: pager, window: { (columns: 80, rows: rows) })
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(pager, file: file, line: line)
        return (sut, base, pager)
    }
}

/// A pager that keeps what it was given to show.
@MainActor
private final class PagerSpy: Pager {
    let commandLine = "less -FRX"
    private let works: Bool
    private(set) var shown: [String] = []

    init(works: Bool) {
        self.works = works
    }

    func show(_ text: String) -> Bool {
        shown.append(text)
        return works
    }
}
