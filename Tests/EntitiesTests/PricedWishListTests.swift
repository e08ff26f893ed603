import Entities
import TaschTestSupport
import XCTest

final class PricedWishListTests: XCTestCase {
    func test_priced_givesEachEntryItsProductInTheWishListsOrder_andKeepsTheEntriesNoLongerSoldApart() throws {
        let list = wishList([entry(2, quantity: 2, priceWhenAdded: dollars(cents: 800)), entry(7), entry(1)])

        let priced = try list.priced([makeProduct(id: 1), makeProduct(id: 2)], currency: usd)

        XCTAssertEqual(priced.lines, [
            try WishListLine(makeProduct(id: 2), quantity: 2, priceWhenAdded: dollars(cents: 800)), try WishListLine(makeProduct(id: 1)),
        ])
        XCTAssertEqual(priced.unsold, [entry(7)])
        XCTAssertEqual(priced.itemCount, 3, "what is no longer sold cannot be bought, so it is not counted")
        XCTAssertFalse(priced.isEmpty)
    }

    func test_aWishListOfOnlyWhatIsNoLongerSold_isNotEmpty() throws {
        let priced = try wishList([entry(7)]).priced([], currency: usd)

        XCTAssertEqual(priced.lines, [])
        XCTAssertFalse(priced.isEmpty)
    }

    func test_total_countsEachLineItsQuantityTimes() throws {
        let priced = try PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 1, priceCents: 18_900), quantity: 2), WishListLine(makeProduct(id: 2, priceCents: 6_450)),
        ])

        XCTAssertEqual(priced.total, dollars(cents: 44_250))
        XCTAssertEqual(priced.itemCount, 3)
    }

    func test_init_refusesATotalTooLargeToCount() {
        XCTAssertThrowsError(try PricedWishList(currency: usd, lines: [try WishListLine(makeProduct(id: 1, priceCents: Int.max)), try WishListLine(makeProduct(id: 2, priceCents: 1))])) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
    }

    func test_init_refusesItemsTooManyToCountEvenAtNoPrice() {
        let lines = [try! WishListLine(makeProduct(id: 1, priceCents: 0, stock: Int.max), quantity: Int.max), try! WishListLine(makeProduct(id: 2, priceCents: 0))]

        XCTAssertThrowsError(try PricedWishList(currency: usd, lines: lines)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .tooManyItems)
        }
    }
}
