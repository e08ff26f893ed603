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
          3    $240.00  Walnut Stool  [out of stock]
        Type "show ID" to see a product, "prev" for page 1, or "catalogue page N" for any page.


        """), session.console.output)
    }

    func test_paging_keepsTheIDAndPriceColumnsAsWideAsTheWholeCatalogueNeeds() async {
        let files = ShopSession.makeFiles()
        let products = (1...11).map { makeProduct(id: $0, name: "Mug \($0)", priceCents: $0 == 11 ? 123_400 : 500) }
        files.seed(CatalogueFileText.json(for: makeCatalogue(products)), atPath: "/catalogue.json")

        let session = await ShopSession.run(["catalogue --page-size 2", "catalogue page 6"], files: files)

        XCTAssertTrue(session.console.output.contains("\n   1      $5.00  Mug 1\n   2      $5.00  Mug 2\n"), session.console.output)
        XCTAssertTrue(session.console.output.contains("\n  11  $1,234.00  Mug 11\n"), session.console.output)
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
        Catalogue: 1 product matching "LÀMP" ("catalogue all" leaves the search)
          2  $1,439.00  Brass Lamp  [only 2 left]
        Type "show ID" to see a product.


        """)
    }

    func test_find_saysSoOnNoMatch() async {
        let session = await ShopSession.run(["find teapot"])

        XCTAssertTrue(session.console.output.contains("No product matches: type \"catalogue all\" to see every product."), session.console.output)
    }

    func test_catalogueSort_appliesToTheLastSearchOnFindThenSort() async {
        let session = await ShopSession.run(["find a", "catalogue sort -price in-stock"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 2 products in stock matching "a", by price, highest first ("catalogue all" leaves the search)
          2  $1,439.00  Brass Lamp  [only 2 left]
          1     $64.50  Heron Tote
        Type "show ID" to see a product.


        """), session.console.output)
    }

    func test_catalogue_forgetsSearchSortAndFilterButKeepsThePageSize() async {
        let session = await ShopSession.run(["catalogue --page-size 1 sort price", "find tote", "catalogue"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, page 1 of 3
          1     $64.50  Heron Tote
        Type "show ID" to see a product, "next" for page 2, or "catalogue page N" for any page.


        """), session.console.output)
    }

    func test_catalogueAll_leavesTheSearchAndTheFilterButKeepsTheOrder() async {
        let session = await ShopSession.run(["find zzzz", "catalogue sort -price", "catalogue all"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, by price, highest first
          2  $1,439.00  Brass Lamp  [only 2 left]
          3    $240.00  Walnut Stool  [out of stock]
          1     $64.50  Heron Tote
        Type "show ID" to see a product.


        """), session.console.output)
    }

    func test_pageNumbers_areGroupedOnScreenAndReadBackAsTyped() async {
        let files = ShopSession.makeFiles()
        files.seed(CatalogueFileText.json(for: makeCatalogue((1...1_001).map { makeProduct(id: $0) })), atPath: "/catalogue.json")

        let session = await ShopSession.run(["catalogue --page-size 1 page 1,000", "next"], files: files)

        XCTAssertEqual(session.console.errors, "")
        XCTAssertTrue(session.console.output.contains("Catalogue: 1,001 products, page 1,000 of 1,001\n"), session.console.output)
        XCTAssertTrue(session.console.output.contains("\"next\" for page 1,001, \"prev\" for page 999,"), session.console.output)
        XCTAssertTrue(session.console.output.contains("Catalogue: 1,001 products, page 1,001 of 1,001\n"), session.console.output)
    }

    func test_show_withoutIDShowsTheProductOnScreenAfresh() async {
        let session = await ShopSession.run(["show #2", "add", "show"])

        XCTAssertEqual(session.console.errors, "")
        XCTAssertEqual(session.console.output.components(separatedBy: "Brass Lamp (#2)").count - 1, 2, session.console.output)
        XCTAssertTrue(session.console.output.hasSuffix("Wish list:  In your wish list, 1 wished for\nImage:      lamp.png\nType:\n  remove      take it off your wish list\n  quantity N  wish for N of it\n  rate N      give it 1 to 5 stars\n  back        return to the previous screen\n\n"), session.console.output)
    }

    func test_show_withoutIDAwayFromAProductSaysWhatIsMissing() async {
        let session = await ShopSession.run(["show"])

        XCTAssertEqual(session.console.errors, "line 1: show needs a product id here: usage: show [ID], or open a product with \"show ID\" first\n")
    }

    func test_catalogueSortRating_putsTheBestFirstWithTheCustomersStarsInAColumnOfTheirOwn() async {
        let session = await ShopSession.run(["rate 2 5", "rate 3 2", "catalogue sort rating"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, by rating, highest first
          2  $1,439.00  ★★★★★ 5/5  Brass Lamp  [only 2 left]
          3    $240.00  ★★☆☆☆ 2/5  Walnut Stool  [out of stock]
          1     $64.50  not rated  Heron Tote
        Type "show ID" to see a product.


        """), session.console.output)
    }

    func test_catalogueSortMinusRating_putsTheWorstRatedFirstAndTheUnratedLast() async {
        let session = await ShopSession.run(["rate 2 5", "rate 3 2", "catalogue sort -rating"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, by rating
          3    $240.00  ★★☆☆☆ 2/5  Walnut Stool  [out of stock]
          2  $1,439.00  ★★★★★ 5/5  Brass Lamp  [only 2 left]
          1     $64.50  not rated  Heron Tote
        Type "show ID" to see a product.


        """), session.console.output)
    }

    func test_catalogueSortStock_notesHowManyAreLeftOnEveryRow() async {
        let session = await ShopSession.run(["catalogue sort -stock"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Catalogue: 3 products, by stock, highest first
          1     $64.50  Heron Tote  [9 left]
          2  $1,439.00  Brass Lamp  [2 left]
          3    $240.00  Walnut Stool  [out of stock]
        Type "show ID" to see a product.


        """), session.console.output)
    }

    func test_catalogueJSON_isOneObjectWithThePageAndTheQuery() async {
        let session = await ShopSession.run(["catalogue sort stock page 2 --page-size 2"], arguments: ["--json"])

        XCTAssertEqual(session.console.output.split(separator: "\n").count, 1)
        XCTAssertTrue(session.console.output.hasPrefix(#"{"catalogue":{"count":3,"page":2,"pageCount":2,"pageSize":2,"products":[{"colours":["2F4F4F","C1A57B"],"id":1,"#), session.console.output)
        XCTAssertTrue(session.console.output.hasSuffix(#""sort":"stock"}}"# + "\n"), session.console.output)
    }
}
