import Foundation
import XCTest

/// The binary on the small things a person trips over: how ids, page numbers and sizes read and are typed back, the
/// way out of a search, and the command line's version, locale and fault-preset answers.
final class EverydayDetailsEndToEndTests: EndToEndTestCase {
    func test_dashCapitalV_printsTheVersion() throws {
        let result = try tasch.run(["-V"])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "tasch 0.1.0\n")
    }

    func test_unknownLocale_leavesWithStatus64SuggestingTheNearest() throws {
        let result = try tasch.run(["--locale", "fr_FX", "-c", "add 1"])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.errors, """
        tasch: unknown locale "fr_FX": did you mean "fr_FR"? locales are written like en_US or fr_FR
        Try 'tasch --help' for the options.

        """)
    }

    func test_unknownLocale_suggestsTheSameLanguageAndCountryElseTheLanguageWhereItIsMostSpoken() throws {
        let british = try tasch.run(["--locale", "en_UK", "-c", "add 1"])
        let french = try tasch.run(["--locale", "fr_XX", "-c", "add 1"])

        XCTAssertEqual(british.status, 64)
        XCTAssertTrue(british.errors.hasPrefix("tasch: unknown locale \"en_UK\": did you mean \"en_GB\"?"), british.errors)
        XCTAssertTrue(french.errors.hasPrefix("tasch: unknown locale \"fr_XX\": did you mean \"fr_FR\"?"), french.errors)
    }

    func test_mistypedFaultPreset_leavesWithStatus64SuggestingThePreset() throws {
        let result = try tasch.run(["--faults", "demoo"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.hasPrefix("tasch: fault spec: \"demoo\": \"demoo\" needs POINT=TERMS, like catalogue=1*fail; did you mean the preset \"demo\"?\n"), result.errors)
    }

    func test_ids_areReadAsTitlesPrintThemAndAnIDTooLongIsNoProducts() throws {
        let result = try tasch.run(["-c", "show #6", "-c", "show 99999999999999999999"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.hasPrefix("Wool Throw (#6)\n"), result.output)
        XCTAssertTrue(result.output.contains("Sizes:      H 1 cm / 0.4 in\n"), result.output)
        XCTAssertEqual(result.errors, "line 2: no product with id 99999999999999999999\n")
    }

    func test_showAlone_showsTheProductOnScreenAgain() throws {
        let result = try tasch.run(["-c", "show 3", "-c", "add", "-c", "show"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output.components(separatedBy: "Oak Serving Board (#3)").count - 1, 2, result.output)
        XCTAssertTrue(result.output.hasSuffix("Wish list:  In your wish list, 1 wished for\nImage:      oak-board.jpg\nType:\n  remove      take it off your wish list\n  quantity N  wish for N of it\n  rate N      give it 1 to 5 stars\n  back        return to the previous screen\n\n"), result.output)
    }

    func test_catalogueAll_leavesAFruitlessSearchKeepingTheSort() throws {
        let result = try tasch.run(["-c", "find zzzz", "-c", "catalogue sort -price", "-c", "catalogue all --page-size 2"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
        Catalogue: 0 products matching "zzzz" ("catalogue all" leaves the search)
        No product matches: type "catalogue all" to see every product.

        Catalogue: 0 products matching "zzzz", by price, highest first ("catalogue all" leaves the search)
        No product matches: type "catalogue all" to see every product.

        Catalogue: 10 products, by price, highest first, page 1 of 5
           4  $1,439.00  Leather Weekender  [only 2 left]
           7    $229.00  Brass Table Lamp
        Type "show ID" to see a product, "next" for page 2, or "catalogue page N" for any page.


        """)
    }

    func test_sortByRating_putsTheBestFirstAndShowsYourStarsInAColumn() throws {
        let result = try tasch.run(["-c", "rate 6 4", "-c", "rate 2 5", "-c", "catalogue sort rating --page-size 3"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasSuffix("""
        Catalogue: 10 products, by rating, highest first, page 1 of 4
           2     $39.00  ★★★★★ 5/5  Linen Cushion
           6    $189.00  ★★★★☆ 4/5  Wool Throw
           1     $64.50  not rated  Market Tote
        Type "show ID" to see a product, "next" for page 2, or "catalogue page N" for any page.


        """), result.output)
    }

    func test_pageNumbers_areGroupedAndReadBackGrouped() throws {
        let catalogue = tasch.folder.appendingPathComponent("big.json")
        let products = (1...1_001).map { #"{"id": \#($0), "name": "Thing \#($0)", "price": 1, "quantity": 1}"# }
        try Data(#"{"products": [\#(products.joined(separator: ","))]}"#.utf8).write(to: catalogue)

        let result = try tasch.run(["--catalogue", catalogue.path, "--page-size", "1", "-c", "catalogue page 1,000"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
        Catalogue: 1,001 products, page 1,000 of 1,001
          1000  $1.00  Thing 1000  [only 1 left]
        Type "show ID" to see a product, "next" for page 1,001, "prev" for page 999, or "catalogue page N" for any page.


        """)
    }
}
