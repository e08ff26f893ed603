import Drivers
import TaschTestSupport
import XCTest

/// Paging, searching, sorting and filtering the catalogue in whole sessions, on the three-product catalogue.
@MainActor
final class BrowseCatalogueSessionTests: XCTestCase {
    func test_next_showsTheFollowingPageOfTheLastCatalogueQuery() async {
        let session = await ShopSession.run(["catalogue --page-size 2", "show 1", "next"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, page 2 of 2
          3  Walnut Stool  $240.00  out of stock
        Type "show ID" to see a product, "prev" for page 1, or "catalogue page N" for any page.


        """), session.console.output)
    }

    func test_prev_refusesOnTheFirstPage() async {
        let session = await ShopSession.run(["catalogue", "prev"])

        XCTAssertEqual(session.console.errors, "line 2: this is the first page\n")
    }

    func test_next_refusesBeyondTheLastPageSayingHowManyThereAre() async {
        let session = await ShopSession.run(["catalogue", "next"])

        XCTAssertEqual(session.console.errors, "line 2: there is no page 2: the results fill 1 page\n")
    }

    func test_find_listsMatchesIgnoringCaseAndAccentsInCatalogueOrder() async {
        let session = await ShopSession.run(["find LÀMP"])

        XCTAssertEqual(session.console.output, """
        Catalogue: 1 product matching "LÀMP"
          2  Brass Lamp  $1,439.00  only 2 left
        Type "show ID" to see a product.


        """)
    }

    func test_find_saysSoOnNoMatch() async {
        let session = await ShopSession.run(["find teapot"])

        XCTAssertTrue(session.console.output.contains("No product matches: type \"catalogue\" to see every product."), session.console.output)
    }

    func test_catalogueSort_appliesToTheLastSearchOnFindThenSort() async {
        let session = await ShopSession.run(["find a", "catalogue sort -price in-stock"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 2 products in stock matching "a", by price, highest first
          2  Brass Lamp  $1,439.00  only 2 left
          1  Heron Tote     $64.50  in stock
        Type "show ID" to see a product.


        """), session.console.output)
    }

    func test_catalogue_forgetsSearchSortAndFilterButKeepsThePageSize() async {
        let session = await ShopSession.run(["catalogue --page-size 1 sort price", "find tote", "catalogue"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, page 1 of 3
          1  Heron Tote  $64.50  in stock
        Type "show ID" to see a product, "next" for page 2, or "catalogue page N" for any page.


        """), session.console.output)
    }

    func test_catalogueJSON_isOneObjectWithThePageAndTheQuery() async {
        let session = await ShopSession.run(["catalogue sort stock page 2 --page-size 2"], arguments: ["--json"])

        XCTAssertEqual(session.console.output.split(separator: "\n").count, 1)
        XCTAssertTrue(session.console.output.hasPrefix(#"{"catalogue":{"count":3,"page":2,"pageCount":2,"pageSize":2,"products":[{"colours":["2F4F4F","C1A57B"],"id":1,"#), session.console.output)
        XCTAssertTrue(session.console.output.hasSuffix(#""sort":"stock"}}"# + "\n"), session.console.output)
    }
}
