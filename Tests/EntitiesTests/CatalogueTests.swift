import Entities
import TaschTestSupport
import XCTest

final class CatalogueTests: XCTestCase {
    func test_init_refusesTwoProductsWithOneID() {
        XCTAssertThrowsError(try Catalogue(currency: usd, products: [makeProduct(id: 2), makeProduct(id: 2)])) { error in
            XCTAssertEqual(error as? CatalogueRuleViolation, .duplicateID(id(2)))
        }
    }

    func test_init_refusesAPriceInAnotherCurrency() {
        let yen = Currency(code: "JPY")!

        XCTAssertThrowsError(try Catalogue(currency: usd, products: [makeProduct(id: 4, currency: yen)])) { error in
            XCTAssertEqual(error as? CatalogueRuleViolation, .priceInOtherCurrency(id(4)))
        }
    }

    func test_productWithID_findsTheProductOrNil() {
        let catalogue = makeCatalogue([makeProduct(id: 1), makeProduct(id: 7)])

        XCTAssertEqual(catalogue.product(withID: id(7)), makeProduct(id: 7))
        XCTAssertNil(catalogue.product(withID: id(2)))
    }

    func test_removingSold_lowersOnlyTheSoldProductsNeverBelowZeroOnSales() {
        let catalogue = makeCatalogue([makeProduct(id: 1, stock: 3), makeProduct(id: 2, stock: 1), makeProduct(id: 3, stock: 4)])

        let updated = catalogue.removingSold([id(1): 2, id(2): 5, id(9): 1])

        XCTAssertEqual(updated.products.map(\.stock), [1, 0, 4])
        XCTAssertEqual(updated.product(withID: id(2))?.stock, 0)
    }
}
