import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The shop's ordering rule, stated plainly over products and strings.
final class CatalogueOrderTests: XCTestCase {
    func test_sortedByPrice_ordersCheapestFirstKeepingCatalogueOrderForTies() {
        let products = [product(1, priceCents: 300), product(2, priceCents: 100), product(3, priceCents: 300), product(4, priceCents: 200)]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.price), ratings: [:])), [2, 4, 1, 3])
    }

    func test_sortedByPriceDescending_ordersDearestFirstKeepingCatalogueOrderForTies() {
        let products = [product(1, priceCents: 300), product(2, priceCents: 100), product(3, priceCents: 300), product(4, priceCents: 200)]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.price, descending: true), ratings: [:])), [1, 3, 4, 2])
    }

    func test_sortedByName_ignoresCase() {
        let products = [product(1, name: "banana"), product(2, name: "Cherry"), product(3, name: "apple"), product(4, name: "Apple")]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.name), ratings: [:])), [3, 4, 1, 2])
    }

    func test_sortedByNameDescending_reversesTheNamesKeepingCatalogueOrderForEqualOnes() {
        let products = [product(1, name: "banana"), product(2, name: "APPLE"), product(3, name: "apple"), product(4, name: "Cherry")]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.name, descending: true), ratings: [:])), [4, 1, 2, 3])
    }

    func test_sortedByStock_ordersFewestLeftFirst() {
        let products = [product(1, stock: 5), product(2, stock: 0), product(3, stock: 2)]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.stock), ratings: [:])), [2, 3, 1])
    }

    func test_sortedByRating_ordersLowestFirstWithUnratedLast() {
        let products = (1...4).map { product($0) }
        let ratings = [id(2): Rating(stars: 5)!, id(4): Rating(stars: 1)!]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.rating), ratings: ratings)), [4, 2, 1, 3])
    }

    func test_sortedByRatingDescending_ordersHighestFirstWithUnratedStillLast() {
        let products = (1...4).map { product($0) }
        let ratings = [id(2): Rating(stars: 5)!, id(4): Rating(stars: 1)!]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.rating, descending: true), ratings: ratings)), [2, 4, 1, 3])
    }

    func test_sortedByName_ordersNamesAsTheirCanonicalForm_howeverTheAccentWasTyped() {
        // "cafe\u{301} 1" is "café 1" spelt with the accent after its letter; the standard library's `<` finds neither
        // it nor "café 10" before the other.
        let products = [product(1, name: "café 10"), product(2, name: "cafe\u{301} 1")]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.name), ratings: [:])), [2, 1])
        XCTAssertEqual(ids(CatalogueOrder.sorted(products.reversed(), by: CatalogueSort(.name), ratings: [:])), [2, 1])
    }

    func test_nameKey_isTheLowerCaseInCanonicalForm() {
        XCTAssertEqual(Array(CatalogueOrder.nameKey("CAFE\u{301}").unicodeScalars), Array("café".unicodeScalars))
        XCTAssertEqual(Array(CatalogueOrder.nameKey("Ὀδυσσεύς").unicodeScalars), Array("ὀδυσσεύς".unicodeScalars))
    }

    func test_sortedByName_keepsCatalogueOrderForCanonicallyEqualNames() {
        let products = [product(1, name: "Café"), product(2, name: "cafe\u{301}")]

        XCTAssertEqual(ids(CatalogueOrder.sorted(products, by: CatalogueSort(.name), ratings: [:])), [1, 2])
        XCTAssertEqual(ids(CatalogueOrder.sorted(products.reversed(), by: CatalogueSort(.name), ratings: [:])), [2, 1])
    }

    // MARK: - The parts the fast catalogues call

    func test_compare_placesTheSmallerKeyFirst_andTheLargerWhenDescending() {
        XCTAssertEqual(CatalogueOrder.compare(1, 2, descending: false), .before)
        XCTAssertEqual(CatalogueOrder.compare(2, 1, descending: false), .after)
        XCTAssertEqual(CatalogueOrder.compare(1, 2, descending: true), .after)
        XCTAssertEqual(CatalogueOrder.compare(2, 1, descending: true), .before)
        XCTAssertEqual(CatalogueOrder.compare(2, 2, descending: true), .same)
    }

    func test_compareRatings_byStars_withUnratedLastInEitherDirection() {
        let (one, five) = (Rating(stars: 1), Rating(stars: 5))

        XCTAssertEqual(CatalogueOrder.compare(one, five, descending: false), .before)
        XCTAssertEqual(CatalogueOrder.compare(one, five, descending: true), .after)
        for descending in [false, true] {
            XCTAssertEqual(CatalogueOrder.compare(one, nil, descending: descending), .before)
            XCTAssertEqual(CatalogueOrder.compare(nil, five, descending: descending), .after)
            XCTAssertEqual(CatalogueOrder.compare(nil, nil, descending: descending), .same)
        }
    }

    func test_comesFirst_followsThePlacement_andKeepsCatalogueOrderForATie() {
        XCTAssertTrue(CatalogueOrder.comesFirst(.before, positions: (left: 9, right: 1)))
        XCTAssertFalse(CatalogueOrder.comesFirst(.after, positions: (left: 1, right: 9)))
        XCTAssertTrue(CatalogueOrder.comesFirst(.same, positions: (left: 1, right: 9)))
        XCTAssertFalse(CatalogueOrder.comesFirst(.same, positions: (left: 9, right: 1)))
        XCTAssertFalse(CatalogueOrder.comesFirst(.same, positions: (left: 4, right: 4)), "nothing comes before itself")
    }

    func test_nameKey_isTheNameWithoutCase() {
        XCTAssertEqual(CatalogueOrder.nameKey("Oak LAMP"), CatalogueOrder.nameKey("oak lamp"))
        XCTAssertEqual(CatalogueOrder.nameKey("ÆRØ Straße"), "ærø straße")
    }

    // MARK: - Helpers

    private func product(_ rawID: Int, name: String? = nil, priceCents: Int = 100, stock: Int = 1) -> Product {
        makeProduct(id: rawID, name: name, priceCents: priceCents, stock: stock)
    }

    private func ids(_ products: [Product]) -> [Int] {
        products.map(\.id.rawValue)
    }

    func test_sortMeantByAKey_isLowestFirstExceptTheRatingBestFirst() {
        XCTAssertEqual(CatalogueSort.meant(by: .price), CatalogueSort(.price))
        XCTAssertEqual(CatalogueSort.meant(by: .name), CatalogueSort(.name))
        XCTAssertEqual(CatalogueSort.meant(by: .stock), CatalogueSort(.stock))
        XCTAssertEqual(CatalogueSort.meant(by: .rating), CatalogueSort(.rating, descending: true))
    }

    func test_sortMeantByAKeyReversed_turnsItRound() {
        XCTAssertEqual(CatalogueSort.meant(by: .price, reversed: true), CatalogueSort(.price, descending: true))
        XCTAssertEqual(CatalogueSort.meant(by: .rating, reversed: true), CatalogueSort(.rating))
    }
}
