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

    func test_existsWithinAPageCount_runsFromTheFirstPageToIt() {
        XCTAssertEqual([0, 1, 3, 4].map { Paging.exists(page: $0, pageCount: 3) }, [false, true, true, false])
        XCTAssertEqual(Paging.firstPage, 1)
    }

    func test_turned_movesByTheStepWithinThePagesThereAre() {
        XCTAssertEqual(Paging.page(2, turnedBy: 1, pageCount: 3), 3)
        XCTAssertEqual(Paging.page(3, turnedBy: 5, pageCount: 3), 3, "never past the last page")
        XCTAssertEqual(Paging.page(2, turnedBy: -5, pageCount: 3), 1, "never before the first")
    }

    func test_turned_withoutAKnownPageCount_movesByTheStepAndStaysWhereItIsRatherThanOverflow() {
        XCTAssertEqual(Paging.page(2, turnedBy: 1), 3)
        XCTAssertEqual(Paging.page(1, turnedBy: -1), 0, "a page before the first, which the use case refuses")
        XCTAssertEqual(Paging.page(Int.max, turnedBy: 1), Int.max)
    }

    func test_neighbours_areThePagesJustBeforeAndAfterThatExist() {
        XCTAssertTrue(Paging.neighbours(of: 1, pageCount: 1) == (nil, nil))
        XCTAssertTrue(Paging.neighbours(of: 1, pageCount: 3) == (nil, 2))
        XCTAssertTrue(Paging.neighbours(of: 2, pageCount: 3) == (1, 3))
        XCTAssertTrue(Paging.neighbours(of: 3, pageCount: 3) == (2, nil))
        XCTAssertTrue(Paging.neighbours(of: Int.max, pageCount: Int.max) == (Int.max - 1, nil))
    }

    func test_place_isThePageAndRowOfAPositionAndBackAgain() {
        let size = PageSize(5)!

        XCTAssertEqual(Paging.place(ofPosition: 0, size: size), Paging.Place(page: 1, row: 0))
        XCTAssertEqual(Paging.place(ofPosition: 12, size: size), Paging.Place(page: 3, row: 2))
        XCTAssertEqual(Paging.position(of: Paging.Place(page: 3, row: 2), size: size), 12)
    }

    func test_aPageWhoseCountStoppedShort_knowsOnlyThatMoreMatchedThanItsEnd() {
        let query = CatalogueQuery(page: 1, pageSize: PageSize(20)!, countsEveryMatch: false)

        let short = CataloguePage(products: [], query: query, matchCount: 21, catalogueCount: 500, isCountComplete: false)
        let complete = CataloguePage(products: [], query: query, matchCount: 21, catalogueCount: 500)

        XCTAssertEqual(short.matchesMoreThan, 20)
        XCTAssertNil(complete.matchesMoreThan)
    }

    func test_pageSize_isFromOneToAThousandAndTwentyUnlessAskedOtherwise() {
        XCTAssertNil(PageSize(0))
        XCTAssertNil(PageSize(1001))
        XCTAssertEqual(PageSize(1)?.value, 1)
        XCTAssertEqual(PageSize(1000)?.value, 1000)
        XCTAssertEqual(PageSize.standard.value, 20)
    }
}
