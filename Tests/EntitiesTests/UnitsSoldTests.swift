import Entities
import TaschTestSupport
import XCTest

final class UnitsSoldTests: XCTestCase {
    func test_record_addsWhatAnOrderBoughtToWhatWasSold() throws {
        var sold = try UnitsSold([id(1): 2])

        try sold.record(try order([(1, 3), (4, 1)]))

        XCTAssertEqual(sold[id(1)], 5)
        XCTAssertEqual(sold[id(4)], 1)
        XCTAssertEqual(sold[id(9)], 0, "never bought is none sold")
    }

    func test_record_refusesACountTooLargeToCountAndRecordsNothing() throws {
        var sold = try UnitsSold([id(1): Int.max])

        XCTAssertThrowsError(try sold.record(try order([(2, 1), (1, 1)]))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .tooManyItems)
        }
        XCTAssertEqual(sold, try UnitsSold([id(1): Int.max]))
    }

    func test_init_refusesANegativeCountNamingTheProduct() {
        XCTAssertThrowsError(try UnitsSold([id(3): -1])) { error in
            XCTAssertEqual(error as? UnitsSold.Refusal, UnitsSold.Refusal(productID: id(3), violation: .invalidQuantity(-1)))
        }
    }

    func test_init_keepsNoCountForProductsNoneWereSoldOf() throws {
        XCTAssertEqual(try UnitsSold([id(3): 0]), UnitsSold())
    }

    private func order(_ lines: [(Int, Int)]) throws -> Order {
        try Order(
            number: 1001, lines: lines.map { try Order.Line(productID: id($0.0), name: "P", price: dollars(cents: 0), quantity: $0.1) },
            total: dollars(cents: 0)
        )
    }
}

final class OrderTests: XCTestCase {
    func test_init_refusesQuantitiesThatAddUpToMoreThanCanBeCounted() {
        let lines = [try! Order.Line(productID: id(1), name: "A", price: dollars(cents: 0), quantity: Int.max), try! Order.Line(productID: id(2), name: "B", price: dollars(cents: 0))]

        XCTAssertThrowsError(try Order(number: 1001, lines: lines, total: dollars(cents: 0))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .tooManyItems)
        }
    }

    func test_init_recordsShippingAsFreeWhenNotGiven() throws {
        XCTAssertEqual(try Order(number: 1001, lines: [], total: dollars(cents: 0)).shipping, dollars(cents: 0))
    }

    func test_buying_recordsWhatTheCartSaysShippingCosts() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))

        XCTAssertEqual(try Order(number: 1001, buying: cart).shipping, cart.shipping)
    }
}

final class CartChangesTests: XCTestCase {
    func test_changes_areNoneForTheSameThingsAtTheSamePricesWhateverTheStock() throws {
        let asked = try cart([(makeProduct(id: 1, stock: 5), 2)])

        XCTAssertEqual(try cart([(makeProduct(id: 1, stock: 3), 2)]).changes(since: asked), [])
    }

    func test_changes_nameEveryLineAddedGoneRequantifiedOrRepriced() throws {
        let asked = try cart([(makeProduct(id: 1), 1), (makeProduct(id: 2), 1), (makeProduct(id: 3), 1)])
        let now = try cart([(makeProduct(id: 1), 2), (makeProduct(id: 3, priceCents: 1_200), 1), (makeProduct(id: 4), 1)])

        XCTAssertEqual(now.changes(since: asked), [
            .quantity(try WishListLine(makeProduct(id: 1), quantity: 2), was: 1),
            .price(try WishListLine(makeProduct(id: 3, priceCents: 1_200)), was: dollars(cents: 1_000)),
            .added(try WishListLine(makeProduct(id: 4))),
            .gone(try WishListLine(makeProduct(id: 2))),
        ])
    }

    private func cart(_ lines: [(Product, Int)]) throws -> Cart {
        try Cart(wishList: PricedWishList(currency: usd, lines: lines.map { try WishListLine($0.0, quantity: $0.1) }))
    }
}

final class ShippingRuleTests: XCTestCase {
    func test_shipping_isFreeWorldwideForAnyCart() throws {
        let lines = [try WishListLine(makeProduct(id: 1, priceCents: 50_000), quantity: 3)]

        XCTAssertEqual(Cart.shipping(for: lines, in: usd), dollars(cents: 0))
        XCTAssertEqual(Cart.shipping(forOneOf: makeProduct(id: 1)), dollars(cents: 0))
    }
}
