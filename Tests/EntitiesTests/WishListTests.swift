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

        XCTAssertEqual(try list.remove(id(1)), makeProduct(id: 1))
        XCTAssertEqual(list.items, [makeProduct(id: 2)])
    }

    func test_remove_refusesAProductNotThere() {
        var list = makeWishList([makeProduct(id: 1)])

        XCTAssertThrowsError(try list.remove(id(9))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notInWishList(id(9)))
        }
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

        try list.remove(id(1))

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
