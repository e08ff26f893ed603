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


    func test_init_refusesADuplicateIDAmongProductsOutOfOrder() {
        XCTAssertThrowsError(try Catalogue(currency: usd, products: [9, 3, 5, 3].map { makeProduct(id: $0) })) { error in
            XCTAssertEqual(error as? CatalogueRuleViolation, .duplicateID(id(3)))
        }
    }

    func test_init_reportsTheFirstProductThatBreaksARule() {
        let yen = Currency(code: "JPY")!
        let duplicateFirst = [makeProduct(id: 1), makeProduct(id: 1), makeProduct(id: 2, currency: yen)]
        let currencyFirst = [makeProduct(id: 1), makeProduct(id: 2, currency: yen), makeProduct(id: 1)]

        XCTAssertThrowsError(try Catalogue(currency: usd, products: duplicateFirst)) { error in
            XCTAssertEqual(error as? CatalogueRuleViolation, .duplicateID(id(1)))
        }
        XCTAssertThrowsError(try Catalogue(currency: usd, products: currencyFirst)) { error in
            XCTAssertEqual(error as? CatalogueRuleViolation, .priceInOtherCurrency(id(2)))
        }
    }
}
