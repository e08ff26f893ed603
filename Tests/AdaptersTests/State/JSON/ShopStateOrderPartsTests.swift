@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// An order's payments as the journal's lines keep them: each kind under the key of the part that records it
/// (`FormatSections.orderParts`), and a payment no part records refused when written, never dropped, so that no order
/// read back has paid less than it did.
final class ShopStateOrderPartsTests: XCTestCase {
    func test_lines_refuseAnOrderPaidByAKindNoPartRecords() throws {
        let order = try order(payments: [Payment(kind: PaymentKind("voucher"), reference: "V1", amount: dollars(cents: 100))])

        XCTAssertThrowsError(try ShopStateJournalLines.lines([order], from: 0)) { error in
            XCTAssertEqual(error as? ShopStateFileError, ShopStateFileError("order #1001: the files keep no payment of the kind voucher"))
        }
    }

    func test_lines_refuseAnOrderPaidTwiceByOneKind_whichItsPartKeepsOnce() throws {
        let card = Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 100))

        XCTAssertThrowsError(try ShopStateJournalLines.lines([try order(payments: [card, card])], from: 0)) { error in
            XCTAssertEqual(error as? ShopStateFileError, ShopStateFileError("order #1001: the files keep one payment of the kind giftCard, not 2"))
        }
    }

    func test_lines_readBack_areTheOrdersWritten_withEveryPaymentARegisteredPartRecords() throws {
        let orders = [try order(payments: [Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 2_000))]), try order(payments: [])]

        let lines = try ShopStateJournalLines.lines(orders, from: 4)

        XCTAssertEqual(try lines.map { try ShopStateJournalLines.entry($0.dropLast(), currency: usd).order }, orders)
    }

    private func order(payments: [Payment]) throws -> Order {
        try Order(
            number: 1001, lines: [try Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 3)], total: dollars(cents: 2_700),
            placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "key-1001", payments: payments
        )
    }
}
