@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// What each gift card has paid (`giftCardsPaid`, from version 4) and the part a card paid of an order (`giftCard` on
/// its journal line): read in the catalogue's currency, written back as read, and refused at their place where no card
/// could have paid so.
final class ShopStateGiftCardsTests: XCTestCase {
    func test_map_deliversWhatEachCardHasPaid_inTheCataloguesCurrency() throws {
        let yen = try XCTUnwrap(Currency(code: "JPY"))

        let state = try ShopStateMapper.map(Data(document(paid: #"{"WINTER7KQ2": 1500, "A": 0}"#).utf8), currency: yen).state

        XCTAssertEqual(state.giftCardsPaid, ["WINTER7KQ2": Money(minorUnits: 1_500, currency: yen), "A": Money(minorUnits: 0, currency: yen)])
    }

    func test_data_writesWhatEachCardHasPaid_asItIsReadBack() throws {
        let state = try ShopState(giftCardsPaid: ["WINTER7KQ2": dollars(cents: 2_000), "THANKS25": dollars(cents: 2_500)], nextOrderNumber: 1001)
        let commit = JournalCommit.empty(salt: "0123456789ABCDEF")

        let read = try ShopStateMapper.map(try ShopStateMapper.data(from: state, journal: commit), currency: usd)

        XCTAssertEqual(read, .current(state, commit))
    }

    func test_map_failsOnAPaidAmountBelowNothing() {
        assertStateMapping(document(paid: #"{"THANKS25": 5, "WINTER7KQ2": -1}"#), failsWith: #"giftCardsPaid["WINTER7KQ2"]: -1 must not be negative"#)
    }

    func test_map_failsOnAKeyThatIsNoCardsKey() {
        for key in ["winter7kq2", "WINTER-7KQ2", "", "A B", "CAFÉ"] {
            assertStateMapping(document(paid: #"{"\#(key)": 5}"#), failsWith: #"giftCardsPaid: "\#(key)" is not a gift card's key"#)
        }
    }

    func test_map_failsOnAPaidAmountTooLargeNamingWhereItIs() {
        let json = document(paid: #"{"A": 1e30}"#)
        let column = try! XCTUnwrap(json.range(of: "1e30")).lowerBound.utf16Offset(in: json) + 1

        assertStateMapping(json, failsWith: #""giftCardsPaid": 1e30 is not a whole number that fits in 64 bits at line 1, column \#(column)"#)
    }

    func test_map_failsOnAVersionFourDocumentWithoutWhatTheCardsPaid() {
        assertStateMapping(
            #"{"version": 4, "wishList": [], "ratings": {}, "sold": {}, "orders": {"salt": "0123456789ABCDEF", "bytes": 0, "count": 0}, "nextOrderNumber": 1001}"#,
            failsWith: #"missing "giftCardsPaid""#
        )
    }

    func test_journalLine_deliversTheCardsPartOfTheOrder() throws {
        let line = orderLine(giftCard: #"{"amount": 2000, "ending": "7KQ2"}"#)

        let entry = try ShopStateJournalLines.entry(Data(line.utf8), currency: usd)

        XCTAssertEqual(entry.order.payments.first, Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 2_000)))
        XCTAssertEqual(entry.order.toPay, dollars(cents: 700))
    }

    func test_journalLine_writesTheCardsPart_andNothingOfACardForAnOrderWithoutOne() throws {
        let paid = try order(giftCard: Payment(kind: .giftCard, reference: "A", amount: dollars(cents: 2_700)))

        let lines = try ShopStateJournalLines.lines([paid, try order(giftCard: nil)], from: 0).map { String(decoding: $0, as: UTF8.self) }

        XCTAssertEqual(lines.map { $0.contains(#""giftCard":{"amount":2700,"ending":"A"}"#) }, [true, false])
        XCTAssertFalse(lines[1].contains("giftCard"), lines[1])
        XCTAssertEqual(try ShopStateJournalLines.entry(Data(lines[0].utf8.dropLast()), currency: usd).order, paid)
    }

    func test_journalLine_readsACardsPartOfNothing_asOfAnOrderThatCostNothing() throws {
        let line = #"{"giftCard": {"amount": 0, "ending": "A"}, "lines": [], "number": 1001, "position": 0, "total": 0}"#

        let entry = try ShopStateJournalLines.entry(Data(line.utf8), currency: usd)

        XCTAssertEqual(entry.order.payments.first, Payment(kind: .giftCard, reference: "A", amount: dollars(cents: 0)))
    }

    func test_journalLine_failsOnACardsPartBelowNothing() {
        assertLine(orderLine(giftCard: #"{"amount": -5, "ending": "7KQ2"}"#), failsWith: "giftCard.amount: -5 must not be negative")
    }

    func test_journalLine_failsOnAnEndingNoCardHas() {
        for ending in ["7kq2", "WINTER7KQ2", "", "7-KQ", "7KQ 2"] {
            assertLine(orderLine(giftCard: #"{"amount": 5, "ending": "\#(ending)"}"#), failsWith: #"giftCard.ending: "\#(ending)" is not the ending of a gift card"#)
        }
    }

    func test_journalLine_failsOnACardsPartAboveTheOrdersTotal() {
        assertLine(orderLine(giftCard: #"{"amount": 2701, "ending": "7KQ2"}"#), failsWith: "giftCard.amount: 2701 is more than the order's total, 2700")
    }

    // MARK: - Helpers

    /// An empty version 4 document in which the cards have paid `paid`, raw JSON.
    private func document(paid: String) -> String {
        #"{"version": 4, "wishList": [], "ratings": {}, "sold": {}, "giftCardsPaid": \#(paid), "orders": {"salt": "0123456789ABCDEF", "bytes": 0, "count": 0}, "nextOrderNumber": 1001}"#
    }

    /// A journal line of an order of $27.00 that the card part `giftCard`, raw JSON, paid toward.
    private func orderLine(giftCard: String) -> String {
        #"{"giftCard": \#(giftCard), "lines": [{"name": "Lamp", "price": 900, "productID": 2, "quantity": 3}], "number": 1001, "position": 0, "total": 2700}"#
    }

    private func order(giftCard: Payment?) throws -> Order {
        try Order(
            number: 1001, lines: [try Order.Line(productID: id(2), name: "Lamp", price: dollars(cents: 900), quantity: 3)], total: dollars(cents: 2_700),
            placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "key-1001", payments: giftCard.map { [$0] } ?? []
        )
    }

    private func assertLine(_ line: String, failsWith message: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try ShopStateJournalLines.entry(Data(line.utf8), currency: usd), file: file, line: number) { error in
            XCTAssertEqual((error as? ShopStateFileError)?.description, message, file: file, line: number)
        }
    }
}
