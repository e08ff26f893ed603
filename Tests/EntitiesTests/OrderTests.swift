import Entities
import TaschTestSupport
import XCTest

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
