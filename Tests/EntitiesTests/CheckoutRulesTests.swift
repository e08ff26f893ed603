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

    func test_cart_leavesOutWhatIsNoLongerSoldAndBuysTheRest() throws {
        let cart = try Cart(wishList: try wishList([entry(7), entry(1)]).priced([makeProduct(id: 1)], currency: usd))

        XCTAssertEqual(cart.lines.map(\.product.id), [id(1)])
        XCTAssertEqual(cart.leftOut, [entry(7)])
        XCTAssertNoThrow(try cart.validateForCheckout())
    }

    func test_order_refusesACartOfOnlyWhatIsNoLongerSoldNamingIt() throws {
        let cart = try Cart(wishList: try wishList([entry(7), entry(8)]).priced([], currency: usd))

        XCTAssertThrowsError(try cart.validateForCheckout()) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .noLongerSold([id(7), id(8)]))
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

        XCTAssertEqual(order, try Order(number: 1001, lines: [try .init(productID: id(3), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450)))
    }

    func test_order_buysEachLineInItsQuantityAndKeepsWhenAndByWhichCheckout() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 6, name: "Throw", priceCents: 18_900), quantity: 2)]))

        let order = try Order(number: 1001, buying: cart, placedAt: Timestamp(secondsSince1970: 60), checkoutKey: "k1")

        XCTAssertEqual(order.lines, [try Order.Line(productID: id(6), name: "Throw", price: dollars(cents: 18_900), quantity: 2)])
        XCTAssertEqual(order.lines.map(\.amount), [dollars(cents: 37_800)])
        XCTAssertEqual(order.itemCount, 2)
        XCTAssertEqual(order.total, dollars(cents: 37_800))
        XCTAssertEqual(order.placedAt, Timestamp(secondsSince1970: 60))
        XCTAssertEqual(order.checkoutKey, "k1")
    }

    func test_order_refusesALineAskingForMoreThanIsLeftNamingIt() throws {
        let short = try WishListLine(makeProduct(id: 4, stock: 2), quantity: 3)
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1)), short]))

        XCTAssertThrowsError(try Order(number: 1, buying: cart)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notEnoughStock([StockShortfall(short)]))
        }
    }

    func test_order_namesWhatIsOutOfStockBeforeWhatIsShort() throws {
        let soldOut = makeProduct(id: 2, stock: 0)
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 4, stock: 2), quantity: 3), WishListLine(soldOut)]))

        XCTAssertThrowsError(try Order(number: 1, buying: cart)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .outOfStock([soldOut]))
        }
    }

    func test_cart_namesTheLinesWhosePriceChangedSinceTheyWereWishedFor() throws {
        let repriced = try WishListLine(makeProduct(id: 6, priceCents: 19_900), priceWhenAdded: dollars(cents: 18_900))
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1), priceWhenAdded: dollars(cents: 1_000)), repriced]))

        XCTAssertEqual(cart.repricedLines, [repriced])
        XCTAssertEqual(cart.itemCount, 2)
    }
}
