import Entities
import TaschTestSupport
import XCTest

final class ShippingRuleTests: XCTestCase {
    func test_shipping_isFreeWorldwideForAnyCart() throws {
        let lines = [try WishListLine(makeProduct(id: 1, priceCents: 50_000), quantity: 3)]

        XCTAssertEqual(Cart.shipping(for: lines, in: usd), dollars(cents: 0))
        XCTAssertEqual(Cart.shipping(forOneOf: makeProduct(id: 1)), dollars(cents: 0))
    }
}
