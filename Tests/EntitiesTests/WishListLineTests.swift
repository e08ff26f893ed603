import Entities
import TaschTestSupport
import XCTest

final class WishListLineTests: XCTestCase {
    func test_line_costsItsPriceQuantityTimes() throws {
        XCTAssertEqual(try WishListLine(makeProduct(priceCents: 18_900), quantity: 2).amount, dollars(cents: 37_800))
    }

    func test_line_refusesAQuantityBelowOne() {
        for quantity in [0, -1] {
            XCTAssertThrowsError(try WishListLine(makeProduct(), quantity: quantity)) { error in
                XCTAssertEqual(error as? ShopRuleViolation, .invalidQuantity(quantity))
            }
        }
    }

    func test_line_refusesAnAmountTooLargeToCount() {
        XCTAssertThrowsError(try WishListLine(makeProduct(priceCents: Int.max / 2 + 1), quantity: 2)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
    }

    func test_line_namesTheEarlierPriceOnlyWhenItChanged() throws {
        let product = makeProduct(priceCents: 19_900)

        XCTAssertEqual(try WishListLine(product, priceWhenAdded: dollars(cents: 18_900)).earlierPrice, dollars(cents: 18_900))
        XCTAssertNil(try WishListLine(product, priceWhenAdded: dollars(cents: 19_900)).earlierPrice)
        XCTAssertNil(try WishListLine(product).earlierPrice, "a price not kept is not a change")
    }

    func test_line_isShortWhenFewerAreLeftThanAskedButSomeAre() throws {
        XCTAssertTrue(try WishListLine(makeProduct(stock: 1), quantity: 2).isShort)
        XCTAssertFalse(try WishListLine(makeProduct(stock: 2), quantity: 2).isShort)
        XCTAssertFalse(try WishListLine(makeProduct(stock: 0), quantity: 2).isShort, "none left is out of stock, not short")
    }
}
