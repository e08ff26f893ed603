import Adapters
import Entities
import TaschTestSupport
import XCTest

/// The receipt of an order just placed, by this checkout or by an earlier attempt whose answer was lost: one footer,
/// which says what shipping cost and that the wish list no longer holds what the order bought.
final class ReceiptPresenterTests: XCTestCase {
    private let sut = ReceiptPresenter(money: MoneyFormatter(localeIdentifier: "en_US"), payments: .shop)

    func test_map_saysShippingAndThatTheWishListNoLongerHoldsWhatYouBought() {
        let receipt = sut.map(tote)

        XCTAssertEqual(receipt.title, "Thank you! Order #1001 is placed.")
        XCTAssertEqual(receipt.footer, "Shipping is free. Your wish list no longer holds what you bought.")
    }

    func test_mapPlacedEarlier_saysNothingWasOrderedTwiceInTheSameFooterAboutThatOrder() {
        let receipt = sut.map(placedEarlier: tote)

        XCTAssertEqual(receipt.title, "Order #1001 was placed by your earlier attempt: nothing was ordered twice.")
        XCTAssertEqual(receipt.lines, sut.map(tote).lines)
        XCTAssertEqual(receipt.total, "$64.50")
        XCTAssertEqual(receipt.footer, "Shipping is free. Your wish list no longer holds what that order bought.")
    }

    private var tote: Order {
        try! Order(number: 1001, lines: [try! Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))
    }
}
