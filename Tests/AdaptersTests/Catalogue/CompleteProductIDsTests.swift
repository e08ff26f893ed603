import Adapters
import Entities
import TaschTestSupport
import XCTest

/// The indexed catalogue finds the products whose id starts with what was typed, for Tab at the prompt.
final class CompleteProductIDsTests: XCTestCase {
    func test_productsWithIDsStartingWith_givesTheMatchesInCatalogueOrderWithTheirNamesAndHowManyInAll() {
        let sut = IndexedCatalogue(makeCatalogue([1, 12, 2, 120, 31].map { makeProduct(id: $0, name: "Lamp \($0)") }))

        let found = sut.products(withIDsStartingWith: "1", limit: 2)

        XCTAssertEqual(found.found.map(\.id), [id(1), id(12)])
        XCTAssertEqual(found.found.map(\.name), ["Lamp 1", "Lamp 12"])
        XCTAssertEqual(found.total, 3)
    }

    func test_productsWithIDsStartingWith_findsNothingForDigitsNoIDStartsWith() {
        let sut = IndexedCatalogue(makeCatalogue([makeProduct(id: 1)]))

        let found = sut.products(withIDsStartingWith: "9", limit: 20)

        XCTAssertTrue(found.found.isEmpty)
        XCTAssertEqual(found.total, 0)
    }
}
