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

    func test_buyingWithPayments_recordsWhatEachPaidAndWhatWasLeftToPay() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
        let paid = [Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 5_000))]

        let order = try Order(number: 1001, buying: cart, payments: paid)

        XCTAssertEqual(order.payments, paid)
        XCTAssertEqual(order.total, dollars(cents: 6_450))
        XCTAssertEqual(order.toPay, dollars(cents: 1_450))
    }

    func test_paymentsNeverAddUpToMoreThanTheOrder() throws {
        let paid = [Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 7_000))]

        XCTAssertThrowsError(try Order(number: 1001, lines: [], total: dollars(cents: 6_450), payments: paid)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .paymentsExceedTheTotal)
        }
    }

    func test_anOrderPaidWithNothing_leavesItsTotalToPay() throws {
        XCTAssertEqual(try Order(number: 1001, lines: [], total: dollars(cents: 100)).toPay, dollars(cents: 100))
    }

    func test_buying_recordsWhatTheCartSaysShippingCosts() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))

        XCTAssertEqual(try Order(number: 1001, buying: cart).shipping, cart.shipping)
    }
}
