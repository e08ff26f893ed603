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

    func test_isInStock_isFalseOnlyWhenNoneAreLeft() {
        XCTAssertFalse(makeProduct(stock: 0).isInStock)
        XCTAssertTrue(makeProduct(stock: 1).isInStock)
    }

    func test_removingFromStock_lowersTheStock() throws {
        XCTAssertEqual(try makeProduct(stock: 3).removingFromStock(1).stock, 2)
    }

    func test_removingFromStock_throwsOutOfStockWhenTooFewAreLeft() {
        let product = makeProduct(stock: 0)

        XCTAssertThrowsError(try product.removingFromStock(1)) { error in
            XCTAssertEqual(error as? ShopError, .outOfStock([product]))
        }
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

    func test_init_acceptsANameOfAControlCharacter_whichIsNotWhiteSpace() {
        XCTAssertNoThrow(try Product(id: id(1), name: "\u{1}", price: dollars(cents: 1), stock: 1))
    }

    func test_sharedTextInit_refusesABlankNameInTheSharedBuffer() throws {
        let text = try XCTUnwrap(ProductText(
            storage: SharedText(utf8: Array("Tote \t ".utf8)), name: TextSpan(start: 4, count: 3),
            shortDescription: .empty, description: .empty, image: .empty
        ))

        XCTAssertThrowsError(try Product(id: id(1), text: text, colours: [], dimensions: [], price: dollars(cents: 1), stock: 1)) { error in
            XCTAssertEqual(error as? ProductRuleViolation, .blankName)
        }
    }

    func test_productsWithTheSameTextsInDifferentBuffers_areEqualAndHashAlike() throws {
        let text = try XCTUnwrap(ProductText(
            storage: SharedText(utf8: Array("xTote".utf8)), name: TextSpan(start: 1, count: 4),
            shortDescription: .empty, description: .empty, image: .empty
        ))
        let shared = try Product(id: id(1), text: text, colours: [], dimensions: [], price: dollars(cents: 1), stock: 1)
        let own = try Product(id: id(1), name: "Tote", price: dollars(cents: 1), stock: 1)

        XCTAssertEqual(shared, own)
        XCTAssertEqual(Set([shared, own]).count, 1)
    }
}
