@testable import Adapters
import TaschTestSupport
import XCTest

/// A catalogue's text kept in runs that read as one: spans inside a run read from it, spans across runs are refused.
final class SharedTextTests: XCTestCase {
    func test_string_readsSpansOfEitherRunAsOneText() {
        let sut = SharedText(runs: [Array("Oak".utf8), Array("Tote".utf8)])
        trackForMemoryLeaks(sut)

        XCTAssertEqual(sut.count, 7)
        XCTAssertEqual(sut.string(at: TextSpan(start: 0, count: 3)), "Oak")
        XCTAssertEqual(sut.string(at: TextSpan(start: 3, count: 4)), "Tote")
        XCTAssertEqual(sut.string(at: TextSpan(start: 4, count: 2)), "ot")
        XCTAssertEqual(sut.string(at: TextSpan(start: 3, count: 0)), "")
        XCTAssertEqual(sut.string(at: TextSpan(start: 7, count: 0)), "")
    }

    func test_contains_refusesSpansAcrossRunsOrOutside() {
        let sut = SharedText(runs: [Array("Oak".utf8), [], Array("Tote".utf8)])
        trackForMemoryLeaks(sut)

        XCTAssertTrue(sut.contains(TextSpan(start: 0, count: 3)))
        XCTAssertTrue(sut.contains(TextSpan(start: 3, count: 4)))
        XCTAssertFalse(sut.contains(TextSpan(start: 2, count: 2)), "across two runs")
        XCTAssertFalse(sut.contains(TextSpan(start: 6, count: 2)), "past the end")
        XCTAssertFalse(sut.contains(TextSpan(start: -1, count: 1)))
        XCTAssertFalse(sut.contains(TextSpan(start: 1, count: -1)))
    }
}
