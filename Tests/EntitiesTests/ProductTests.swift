import Entities
import TaschTestSupport
import XCTest

final class ProductTests: XCTestCase {
    func test_init_refusesABlankName() {
        XCTAssertThrowsError(try Product(id: id(1), name: " \t", price: dollars(cents: 1), stock: 1)) { error in
            XCTAssertEqual(error as? ProductRuleViolation, .blankName)
        }
    }

    func test_init_refusesANegativePrice() {
        XCTAssertThrowsError(try Product(id: id(1), name: "Tote", price: dollars(cents: -1), stock: 1)) { error in
            XCTAssertEqual(error as? ProductRuleViolation, .negativePrice)
        }
    }

    func test_init_refusesNegativeStock() {
        XCTAssertThrowsError(try Product(id: id(1), name: "Tote", price: dollars(cents: 1), stock: -1)) { error in
            XCTAssertEqual(error as? ProductRuleViolation, .negativeStock)
        }
    }

    func test_init_acceptsAFreeProductAndAnEmptyShelf() {
        XCTAssertNoThrow(try Product(id: id(1), name: "Sample", price: dollars(cents: 0), stock: 0))
    }

    func test_isAllowedPrice_isTrueFromNothingOn() {
        XCTAssertEqual([Int.min, -1, 0, 1, .max].map { Product.isAllowed(priceInMinorUnits: $0) }, [false, false, true, true, true])
    }

    func test_isAllowedStock_isTrueFromNoneOn() {
        XCTAssertEqual([Int.min, -1, 0, 1, .max].map { Product.isAllowed(stock: $0) }, [false, false, true, true, true])
    }

    func test_init_makesAProductExactlyWhenEveryPredicateAllowsIt() {
        for (name, price, stock) in [("Tote", 0, 0), (" ", 0, 0), ("Tote", -1, 0), ("Tote", 0, -1), ("\u{200B}", -1, -1)] {
            let allowed = !Product.isBlank(name: name) && Product.isAllowed(priceInMinorUnits: price) && Product.isAllowed(stock: stock)
            let made = try? Product(id: id(1), name: name, price: dollars(cents: price), stock: stock)
            XCTAssertEqual(made != nil, allowed, "\(name) \(price) \(stock)")
        }
    }

    func test_dimension_acceptsZeroLengths() {
        XCTAssertNotNil(Dimension(axis: .depth, centimeters: 0, inches: 0))
    }

    func test_isInStock_isFalseOnlyWhenNoneAreLeft() {
        XCTAssertFalse(makeProduct(stock: 0).isInStock)
        XCTAssertTrue(makeProduct(stock: 1).isInStock)
    }

    func test_isInStock_ofAStockLeft_isTrueFromOneOn() {
        XCTAssertEqual([0, 1, 2].map { Product.isInStock(stockLeft: $0) }, [false, true, true])
    }

    func test_selling_leavesTheStockLessTheUnitsSold() {
        XCTAssertEqual(makeProduct(stock: 3).selling(1).stock, 2)
    }

    func test_selling_neverLeavesLessThanNone() {
        XCTAssertEqual(makeProduct(stock: 3).selling(5).stock, 0)
    }

    func test_selling_aNegativeNumberSellsNothing() {
        XCTAssertEqual(makeProduct(stock: 3).selling(-2).stock, 3)
    }

    func test_productIDAndDimension_refuseImpossibleValues() {
        XCTAssertNil(ProductID(0))
        XCTAssertNil(ProductID(-3))
        XCTAssertNil(Dimension(axis: .height, centimeters: -1, inches: 0))
        XCTAssertNil(Dimension(axis: .height, centimeters: .infinity, inches: 0))
        XCTAssertNil(Dimension(axis: .height, centimeters: 1, inches: .nan))
    }

    func test_init_refusesANameOfOnlyUnicodeWhiteSpace() {
        XCTAssertThrowsError(try Product(id: id(1), name: "\u{A0}\u{2003}\n", price: dollars(cents: 1), stock: 1)) { error in
            XCTAssertEqual(error as? ProductRuleViolation, .blankName)
        }
    }

    func test_init_refusesANameOfOnlyCharactersThatShowAsNothing() {
        for name in ["\u{200B}", "\u{200B}\u{200D} \u{2060}", "\u{00AD}", "\u{FEFF}\u{200C}"] {
            XCTAssertThrowsError(try Product(id: id(1), name: name, price: dollars(cents: 1), stock: 1), name.debugDescription) { error in
                XCTAssertEqual(error as? ProductRuleViolation, .blankName)
            }
        }
    }

    func test_init_acceptsANameWithOneVisibleCharacterAmongInvisibleOnes() {
        XCTAssertNoThrow(try Product(id: id(1), name: "\u{200B}a\u{200B}", price: dollars(cents: 1), stock: 1))
    }

    func test_init_acceptsANameOfAControlCharacter_whichIsNotWhiteSpace() {
        XCTAssertNoThrow(try Product(id: id(1), name: "\u{1}", price: dollars(cents: 1), stock: 1))
    }
}
