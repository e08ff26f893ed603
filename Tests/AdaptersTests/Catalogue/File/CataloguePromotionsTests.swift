@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// The promotions a catalogue file runs (`promotions`), read by both decoders into the same promotions, refused at their
/// place in the words every bad entry of the file gets, and kept in the catalogue index as the file has them.
final class CataloguePromotionsTests: XCTestCase {
    func test_read_deliversThePromotionsListed_theirMinimumsInTheCataloguesCurrency() throws {
        let json = document(#"{"code": "AUTUMN10", "percentOff": 10, "minimumOrder": 50.00}, {"code": "thanks-5", "percentOff": 5}"#)

        XCTAssertEqual(try readByBothDecoders(json), [
            try Promotion(code: "AUTUMN10", percentOff: 10, minimumOrder: dollars(cents: 5_000)), try Promotion(code: "thanks-5", percentOff: 5),
        ])
    }

    func test_read_deliversNoPromotionsWhenTheFileListsNone_orNull() throws {
        XCTAssertEqual(try readByBothDecoders(catalogueJSON(productJSON())), [])
        XCTAssertEqual(try readByBothDecoders(Data(#"{"currency": "USD", "promotions": null, "products": []}"#.utf8)), [])
    }

    func test_map_refusesABadPromotionAtItsPlace() {
        assertMapping(document(promotion(), promotion(code: #""""#)), failsWith: "promotions[1]: code must not be empty")
        assertMapping(document(promotion(code: #""TWO WORDS""#)), failsWith: "promotions[0]: code must be one word of letters and digits, dashes allowed")
        let tooLong = String(repeating: "A", count: 65)
        assertMapping(document(promotion(code: "\"\(tooLong)\"")), failsWith: "promotions[0]: code must be at most 64 characters")
        assertMapping(document(#"{"percentOff": 5}"#), failsWith: "promotions[0]: missing \"code\"")
        assertMapping(document(#"{"code": "A1"}"#), failsWith: "promotions[0]: missing \"percentOff\"")
        assertMapping(document(#"{"code": "A1", "percentOff": "5"}"#), failsWith: "promotions[0]: \"percentOff\" must be a number")
        assertMapping(document(#"{"code": "A1", "percentOff": 5, "minimumOrder": "50"}"#), failsWith: "promotions[0]: \"minimumOrder\" must be a number")
    }

    func test_map_refusesAPercentageThatIsNotAWholeNumberFromOneToAHundred() {
        assertMapping(document(promotion(percentOff: "0")), failsWith: "promotions[0]: percentOff must be a whole number from 1 to 100, not 0")
        assertMapping(document(promotion(percentOff: "101")), failsWith: "promotions[0]: percentOff must be a whole number from 1 to 100, not 101")
        assertMapping(document(promotion(percentOff: "12.5")), failsWith: "promotions[0]: percentOff must be a whole number from 1 to 100, not 12.5")
    }

    func test_map_refusesAMinimumBelowNothingOrFinerThanTheCurrency() {
        assertMapping(document(promotion(minimum: "-1")), failsWith: "promotions[0]: minimumOrder must not be below 0")
        assertMapping(document(promotion(minimum: "50.001")), failsWith: "promotions[0]: minimumOrder 50.001 has more decimals than USD allows")
    }

    func test_map_refusesTwoCodesEqualIgnoringCaseAndDashes() {
        assertMapping(
            document(promotion(code: #""AUTUMN-10""#), promotion(code: #""autumn10""#)),
            failsWith: "promotions[1]: code is the code of promotions[0] too, ignoring case and dashes"
        )
    }

    func test_index_keepsThePromotionsAsTheFileHasThem_andRefusesBytesNoPromotionMakes() throws {
        let promotions = [try Promotion(code: "AUTUMN10", percentOff: 10, minimumOrder: dollars(cents: 5_000)), try Promotion(code: "ANY-5", percentOff: 5)]
        let bytes = PromotionsSection.indexBytes(of: promotions)

        XCTAssertEqual(try PromotionsSection.value(indexBytes: bytes, currency: usd), promotions)
        XCTAssertEqual(try PromotionsSection.value(indexBytes: [], currency: usd), [])
        XCTAssertThrowsError(try PromotionsSection.value(indexBytes: Array(bytes.dropLast()), currency: usd))
        XCTAssertThrowsError(try PromotionsSection.value(indexBytes: PromotionsSection.indexBytes(of: [promotions[0], promotions[0]]), currency: usd))
    }

    func test_open_fromTheIndex_hasThePromotionsOfTheDecodedCatalogue() async throws {
        let files = InMemoryFileSystem(files: ["/shop/catalogue.json": document(promotion(code: #""AUTUMN10""#, minimum: "50"))])
        let reader = CatalogueFileReader(fileSystem: files, index: CatalogueIndexFile(path: "/shop/catalogue.index", fileSystem: files, minimumCatalogueSize: 0))
        let decoded = try reader.open(atPath: "/shop/catalogue.json")
        await decoded.finishWriting()

        let opened = try reader.open(atPath: "/shop/catalogue.json")

        XCTAssertTrue(opened.catalogue is IndexFileCatalogue)
        XCTAssertEqual(opened.sections[PromotionsSection.self], decoded.sections[PromotionsSection.self])
        XCTAssertEqual(opened.sections[PromotionsSection.self].map(\.minimumOrder), [dollars(cents: 5_000)])
    }

    // MARK: - Helpers

    /// A promotion object, raw JSON: code `A1`, 10% off, and no minimum unless given.
    private func promotion(code: String = #""A1""#, percentOff: String = "10", minimum: String? = nil) -> String {
        #"{"code": \#(code), "percentOff": \#(percentOff)\#(minimum.map { #", "minimumOrder": \#($0)"# } ?? "")}"#
    }

    /// A catalogue in US dollars of one product and the promotions `promotions`, raw JSON.
    private func document(_ promotions: String...) -> Data {
        Data(#"{"currency": "USD", "products": [\#(productJSON())], "promotions": [\#(promotions.joined(separator: ", "))]}"#.utf8)
    }

    /// The promotions in `json` as the slow path reads them, once the fast decoder is found to read the same, itself.
    private func readByBothDecoders(_ json: Data, file: StaticString = #filePath, line: UInt = #line) throws -> [Promotion] {
        let slow = try CatalogueMapper.readWithFoundation(json).sections[PromotionsSection.self]
        let fast = try XCTUnwrap(FastCatalogueDecoder.decode(json), "the fast decoder left the file to the slow path", file: file, line: line)
        XCTAssertEqual(fast.sections[PromotionsSection.self], slow, "the fast decoder read other promotions", file: file, line: line)
        return slow
    }
}
