@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// What a promotion took off an order (`promotion` on its line), kept beside what a card paid: written only for an
/// order with one, read back as the order written, the discount before the card, and refused where no promotion could
/// have taken it, or where with the card it comes to more than the order.
final class ShopStatePromotionTests: XCTestCase {
    func test_journalLine_writesThePromotionsPart_andNothingOfOneForAnOrderWithoutIt() throws {
        let discounted = try order(payments: [discount(270)])

        let lines = try ShopStateJournalLines.lines([discounted, try order(payments: [])], from: 0).map { String(decoding: $0, as: UTF8.self) }

        XCTAssertTrue(lines[0].contains(#""promotion":{"amount":270,"code":"AUTUMN-10"}"#), lines[0])
        XCTAssertFalse(lines[1].contains("promotion"), lines[1])
    }

    func test_journalLine_readBack_isTheOrderWritten_theDiscountBeforeTheCard() throws {
        let orders = [try order(payments: [discount(270), Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 2_430))])]

        let lines = try ShopStateJournalLines.lines(orders, from: 0)

        XCTAssertEqual(try lines.map { try ShopStateJournalLines.entry($0.dropLast(), currency: usd).order }, orders)
        XCTAssertEqual(try ShopStateJournalLines.entry(lines[0].dropLast(), currency: usd).order.toPay, dollars(cents: 0))
    }

    func test_journalLine_failsOnAPromotionsPartBelowNothing() {
        assertLine(orderLine(promotion: #"{"amount": -5, "code": "AUTUMN10"}"#), failsWith: "promotion.amount: -5 must not be negative")
    }

    func test_journalLine_failsOnACodeNoPromotionCouldHave() {
        assertLine(orderLine(promotion: #"{"amount": 5, "code": "TWO WORDS"}"#), failsWith: #"promotion.code: "TWO WORDS" is not the code of a promotion"#)
    }

    func test_journalLine_failsWhenTheDiscountAndTheCardComeToMoreThanTheOrder_namingTheCard() {
        let line = #"{"giftCard": {"amount": 2500, "ending": "7KQ2"}, "lines": [{"name": "Lamp", "price": 900, "productID": 2, "quantity": 3}], "number": 1001, "position": 0, "promotion": {"amount": 270, "code": "A"}, "total": 2700}"#

        assertLine(line, failsWith: "giftCard.amount: 2500 is more than the order's total, 2700")
    }

    // MARK: - Helpers

    private func discount(_ cents: Int) -> Payment {
        Payment(kind: .promotion, reference: "AUTUMN-10", amount: dollars(cents: cents))
    }

    /// A journal line of an order of $27.00 that the promotion part `promotion`, raw JSON, took off.
    private func orderLine(promotion: String) -> String {
        #"{"lines": [{"name": "Lamp", "price": 900, "productID": 2, "quantity": 3}], "number": 1001, "position": 0, "promotion": \#(promotion), "total": 2700}"#
    }

    private func order(payments: [Payment]) throws -> Order {
        try Order(
            number: 1001, lines: [try Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 3)], total: dollars(cents: 2_700),
            placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "key-1001", payments: payments
        )
    }

    private func assertLine(_ line: String, failsWith message: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try ShopStateJournalLines.entry(Data(line.utf8), currency: usd), file: file, line: number) { error in
            XCTAssertEqual((error as? ShopStateFileError)?.description, message, file: file, line: number)
        }
    }
}
