@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// The gift cards a catalogue file issues (`giftCards`), read by both decoders into the same cards: the fast one reads
/// them itself, rather than leaving a file that has them to the slow one.
final class CatalogueGiftCardsTests: XCTestCase {
    func test_read_deliversTheGiftCardsListedInTheCataloguesCurrency() throws {
        let json = document(cards: #"{"code": "WINTER-7KQ2", "amount": 50}, {"code": "thanks-25", "amount": 25.5}"#)

        let cards = try readByBothDecoders(json)

        XCTAssertEqual(cards, [makeGiftCard("WINTER-7KQ2", cents: 5_000), makeGiftCard("thanks-25", cents: 2_550)])
    }

    func test_read_deliversNoGiftCardsWhenTheFileListsNoneOrAnEmptyList() throws {
        XCTAssertEqual(try readByBothDecoders(catalogueJSON(productJSON())), [])
        XCTAssertEqual(try readByBothDecoders(document(cards: "")), [])
    }

    func test_read_pricesTheCardsInTheCurrencyNamedAfterThem() throws {
        let json = Data(#"{"giftCards": [{"amount": 1500, "code": "YEN-1"}], "products": [], "currency": "JPY"}"#.utf8)
        let yen = try XCTUnwrap(Currency(code: "JPY"))

        let cards = try readByBothDecoders(json)

        XCTAssertEqual(cards, [try GiftCard(code: "YEN-1", amount: Money(minorUnits: 1_500, currency: yen))])
    }

    func test_read_ignoresFieldsOfACardItDoesNotKnow() throws {
        let json = document(cards: #"{"code": "A1", "amount": 5, "note": "for Ann", "issued": [2026, 5]}"#)

        XCTAssertEqual(try readByBothDecoders(json), [makeGiftCard("A1", cents: 500)])
    }

    func test_openedCatalogue_findsItsCardsByCodeIgnoringCaseAndDashes() async throws {
        let opened = try CatalogueFileReader.open(contents: document(cards: #"{"code": "WINTER-7KQ2", "amount": 50}"#))

        let card = try await opened.giftCards.giftCard(withCode: "winter7kq-2")

        XCTAssertEqual(card, makeGiftCard("WINTER-7KQ2", cents: 5_000))
    }

    func test_fastDecoder_readsEveryCardTheSlowPathReads_onOneCoreAndTwo() throws {
        var random = SeededGenerator(seed: 27)
        for round in 0..<40 {
            let cards = (0..<Int.random(in: 0...6, using: &random)).map { index in
                #"{"code": "C\#(round)-\#(index)", "amount": \#(Int.random(in: 1...9_999, using: &random)).\#(Int.random(in: 0...99, using: &random))}"#
            }
            let products = (1...Int.random(in: 1...30, using: &random)).map { productJSON(["id": "\($0)"]) }
            let json = Data(#"{"giftCards": [\#(cards.joined(separator: ", "))], "products": [\#(products.joined(separator: ", "))]}"#.utf8)

            let slow = try CatalogueMapper.readWithFoundation(json)
            for twoCoresFrom in [0, Int.max] {
                let fast = try XCTUnwrap(FastCatalogueDecoder.decode(json, twoCoresFrom: twoCoresFrom), "round \(round) left to the slow path")
                XCTAssertEqual(fast.sections, slow.sections, "round \(round)")
                XCTAssertEqual(fast.unpacked(), slow.catalogue, "round \(round)")
            }
        }
    }

    // MARK: - Helpers

    /// A catalogue in US dollars of one product and the cards `cards`, raw JSON.
    private func document(cards: String) -> Data {
        Data(#"{"currency": "USD", "giftCards": [\#(cards)], "products": [\#(productJSON())]}"#.utf8)
    }

    /// The cards in `json` as the slow path reads them, once the fast decoder is found to read the same, itself.
    private func readByBothDecoders(_ json: Data, file: StaticString = #filePath, line: UInt = #line) throws -> [GiftCard] {
        let slow = try CatalogueMapper.readWithFoundation(json).sections[GiftCardsSection.self]
        let fast = try XCTUnwrap(FastCatalogueDecoder.decode(json), "the fast decoder left the file to the slow path", file: file, line: line)
        XCTAssertEqual(fast.sections[GiftCardsSection.self], slow, "the fast decoder read other cards", file: file, line: line)
        XCTAssertEqual(try CatalogueMapper.packedCatalogue(json).sections[GiftCardsSection.self], slow, "the reader's cards", file: file, line: line)
        return slow
    }
}
