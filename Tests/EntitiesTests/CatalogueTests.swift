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

    func test_productWithID_findsEveryProduct_inAscendingAndInAnyOrder() {
        let ascending = [2, 3, 5, 8, 13, 21]
        let shuffled = [13, 2, 21, 5, 8, 3]

        for ids in [ascending, shuffled] {
            let catalogue = makeCatalogue(ids.map { makeProduct(id: $0) })
            for value in 1...22 {
                XCTAssertEqual(catalogue.product(withID: id(value))?.id, ids.contains(value) ? id(value) : nil, "\(ids), \(value)")
            }
        }
    }
}
