import Entities
import TaschTestSupport
import XCTest

final class CheckoutRulesTests: XCTestCase {
    func test_cart_totalsTheWishListWithFreeShipping() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 100), makeProduct(id: 2, priceCents: 250)]))

        XCTAssertEqual(cart.subtotal, dollars(cents: 350))
        XCTAssertEqual(cart.shipping, dollars(cents: 0))
        XCTAssertEqual(cart.total, dollars(cents: 350))
    }

    func test_order_refusesAnEmptyCart() throws {
        let cart = try Cart(wishList: makeWishList([]))

        XCTAssertThrowsError(try Order(number: 1, buying: cart)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .cartIsEmpty)
        }
    }

    func test_order_refusesACartWithOutOfStockItemsNamingThem() throws {
        let soldOut = makeProduct(id: 2, stock: 0)
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), soldOut]))

        XCTAssertThrowsError(try Order(number: 1, buying: cart)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .outOfStock([soldOut]))
        }
    }

    func test_order_keepsNamesPricesAndTotalOfTheCart() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 3, name: "Tote", priceCents: 6_450)]))

        let order = try Order(number: 1001, buying: cart)

        XCTAssertEqual(order, Order(number: 1001, lines: [.init(productID: id(3), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450)))
    }
}
