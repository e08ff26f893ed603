import Entities
import TaschTestSupport
import XCTest

final class WishListTests: XCTestCase {
    func test_add_appendsInOrder() throws {
        var list = WishList(currency: usd)

        try list.add(makeProduct(id: 2))
        try list.add(makeProduct(id: 1))

        XCTAssertEqual(list.items.map(\.id), [id(2), id(1)])
    }

    func test_add_refusesAProductAlreadyThere() {
        var list = makeWishList([makeProduct(id: 1)])

        XCTAssertThrowsError(try list.add(makeProduct(id: 1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .alreadyInWishList(makeProduct(id: 1)))
        }
    }

    func test_remove_returnsTheRemovedProduct() throws {
        var list = makeWishList([makeProduct(id: 1), makeProduct(id: 2)])

        XCTAssertEqual(try list.remove(makeProduct(id: 1)), try WishListLine(makeProduct(id: 1)))
        XCTAssertEqual(list.items, [makeProduct(id: 2)])
    }

    func test_remove_refusesAProductNotThere() {
        var list = makeWishList([makeProduct(id: 1)])

        XCTAssertThrowsError(try list.remove(makeProduct(id: 9))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notInWishList(makeProduct(id: 9)))
        }
    }

    func test_add_remembersThePriceOfOneOfTheProduct() throws {
        var list = WishList(currency: usd)

        try list.add(makeProduct(id: 2, priceCents: 1_890))

        XCTAssertEqual(list.lines, [try WishListLine(makeProduct(id: 2, priceCents: 1_890), quantity: 1, priceWhenAdded: dollars(cents: 1_890))])
    }

    func test_init_keepsARepeatedProductOnce() {
        XCTAssertEqual(makeWishList([makeProduct(id: 1), makeProduct(id: 1)]).items.count, 1)
    }

    func test_total_addsThePrices() throws {
        let list = makeWishList([makeProduct(id: 1, priceCents: 6_450), makeProduct(id: 2, priceCents: 18_900)])

        XCTAssertEqual(list.total, dollars(cents: 25_350))
    }
}

final class WishListTotalTests: XCTestCase {
    func test_remove_takesThePriceOffTheTotal() throws {
        var list = makeWishList([makeProduct(id: 1, priceCents: 6_450), makeProduct(id: 2, priceCents: 18_900)])

        try list.remove(makeProduct(id: 1))

        XCTAssertEqual(list.total, dollars(cents: 18_900))
    }

    func test_add_refusesATotalTooLargeToCountAndKeepsTheList() throws {
        var list = makeWishList([makeProduct(id: 1, priceCents: Int.max)])

        XCTAssertThrowsError(try list.add(makeProduct(id: 2, priceCents: 1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
        XCTAssertEqual(list.items.map(\.id), [id(1)])
        XCTAssertEqual(list.total, dollars(cents: Int.max))
    }
}

final class WishListQuantityTests: XCTestCase {
    func test_total_countsEachLineItsQuantityTimes() throws {
        let list = try WishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 1, priceCents: 18_900), quantity: 2), WishListLine(makeProduct(id: 2, priceCents: 6_450)),
        ])

        XCTAssertEqual(list.total, dollars(cents: 44_250))
        XCTAssertEqual(list.itemCount, 3)
    }

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
