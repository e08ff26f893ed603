import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The twin starts only from what a store could hold: the order numbers' rule refuses a history the state's next number
/// is not above, as the file store's reader does.
final class InMemoryShopStateStoreTests: XCTestCase {
    func test_init_refusesOrdersTheNextNumberIsNotAbove() throws {
        let order = try Order(number: 1001, lines: [], total: dollars(cents: 0))

        XCTAssertThrowsError(try InMemoryShopStateStore(.empty, orders: [order])) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .invalidOrderNumber(ShopState.firstOrderNumber))
        }
        XCTAssertNoThrow(try InMemoryShopStateStore(try ShopState(nextOrderNumber: 1002), orders: [order]))
    }
}
