import Entities
import TaschTestSupport
@testable import UseCases
import XCTest

final class PagingTests: XCTestCase {
    func test_pageCount_isWhatTheThingsFillAndAtLeastOne() {
        XCTAssertEqual(Paging.pageCount(of: 0, size: PageSize(20)!), 1, "nothing is still page 1 of 1")
        XCTAssertEqual(Paging.pageCount(of: 20, size: PageSize(20)!), 1)
        XCTAssertEqual(Paging.pageCount(of: 21, size: PageSize(20)!), 2)
        XCTAssertEqual(Paging.pageCount(of: 40, size: PageSize(20)!), 2)
        XCTAssertEqual(Paging.pageCount(of: 7, size: PageSize(1)!), 7)
    }

    func test_window_holdsThePositionsAfterTheFullPagesBefore() {
        XCTAssertEqual(Paging.window(page: 1, size: PageSize(20)!), 0..<20)
        XCTAssertEqual(Paging.window(page: 3, size: PageSize(5)!), 10..<15)
    }

    func test_window_ofAPageBeforeTheFirstIsEmptyAndOfOneTooFarToCountIsPastEveryList() {
        XCTAssertEqual(Paging.window(page: 0, size: PageSize(20)!), 0..<0)
        XCTAssertEqual(Paging.window(page: -4, size: PageSize(20)!), 0..<0)
        XCTAssertEqual(Paging.window(page: Int.max, size: PageSize(1000)!), Int.max..<Int.max)
        XCTAssertEqual(Paging.window(page: Int.max, size: PageSize(1)!), (Int.max - 1)..<Int.max)
    }

    func test_countNeeded_isOnePastThePageSoThatItTellsWhetherAnotherFollows() {
        XCTAssertEqual(Paging.countNeeded(toShow: 1, size: PageSize(20)!), 21)
        XCTAssertEqual(Paging.countNeeded(toShow: 3, size: PageSize(5)!), 16)
    }

    func test_countNeeded_isEveryThingForAPageBeforeTheFirstAndStopsAtTheLargestCount() {
        XCTAssertNil(Paging.countNeeded(toShow: 0, size: PageSize(20)!), "the error must say how many pages there are")
        XCTAssertEqual(Paging.countNeeded(toShow: Int.max, size: PageSize(1)!), Int.max)
        XCTAssertEqual(Paging.countNeeded(toShow: Int.max, size: PageSize(1000)!), Int.max)
    }

    func test_exists_runsFromTheFirstPageToThePageCount() {
        let size = PageSize(2)!

        XCTAssertEqual([0, 1, 2, 3].map { Paging.exists(page: $0, among: 4, size: size) }, [false, true, true, false])
        XCTAssertTrue(Paging.exists(page: 1, among: 0, size: size), "an empty list has its first page")
    }

    func test_pageSize_isFromOneToAThousandAndTwentyUnlessAskedOtherwise() {
        XCTAssertNil(PageSize(0))
        XCTAssertNil(PageSize(1001))
        XCTAssertEqual(PageSize(1)?.value, 1)
        XCTAssertEqual(PageSize(1000)?.value, 1000)
        XCTAssertEqual(PageSize.standard.value, 20)
    }
}
