@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// Decoding on two cores starts the second half at a guessed product near the middle. Whatever the guess, the answer
/// must be the one-core answer; these tests force two cores on small files and set traps for the guess.
final class FastCatalogueDecoderTwoCoreTests: XCTestCase {
    func test_decode_onTwoCoresEqualsOneCoreAndFoundation_onGeneratedCatalogues() throws {
        for seed in UInt64(1)...60 {
            var generator = GeneratedCatalogue(seed: seed)
            let json = generator.json(products: Int(seed % 13) * 3)

            let twoCores = FastCatalogueDecoder.decodeCatalogue(json, twoCoresFrom: 0)

            XCTAssertEqual(twoCores, FastCatalogueDecoder.decodeCatalogue(json, twoCoresFrom: .max), "seed \(seed)")
            XCTAssertEqual(twoCores, try CatalogueMapper.mapWithFoundation(json), "seed \(seed)")
        }
    }

    func test_decode_placesTheHalvesTextsWhereOneCorePutsThem() throws {
        var generator = GeneratedCatalogue(seed: 5)
        let json = generator.json(products: 40)

        let twoCores = try XCTUnwrap(FastCatalogueDecoder.decode(json, twoCoresFrom: 0))
        let oneCore = try XCTUnwrap(FastCatalogueDecoder.decode(json, twoCoresFrom: .max))

        XCTAssertEqual(twoCores.text.count, oneCore.text.count)
        XCTAssertEqual(twoCores.products.map(\.name), oneCore.products.map(\.name))
        XCTAssertEqual(twoCores.products.map { twoCores.text.string(at: $0.description) }, oneCore.products.map { oneCore.text.string(at: $0.description) })
    }

    func test_decode_isNotFooledByAProductShapedObjectInAFieldItIgnores() throws {
        // The middle of the file falls in product 3's padding, and the first thing after it that reads as a product
        // after a comma is in a field Tasch ignores: the second half starts there, and must be thrown away.
        let decoy = #"{"id": 99, "name": "Decoy", "price": 1, "quantity": 1}"#
        let json = catalogueJSON(count: 6) { id in
            id == 3 ? #", "padding": "\#(String(repeating: "x", count: 4_000))", "related": [1, \#(decoy)]"# : ""
        }

        XCTAssertEqual(FastCatalogueDecoder.decodeCatalogue(json, twoCoresFrom: 0)?.products.map(\.id.rawValue), [1, 2, 3, 4, 5, 6])
    }

    func test_decode_isNotFooledByAProductInsideAString() throws {
        let json = catalogueJSON(count: 6) { id in
            id >= 4 ? #", "note": "x,{\"id\": 98, \"name\": \"In a string\", \"price\": 1, \"quantity\": 1},y""# : ""
        }

        let decoded = try XCTUnwrap(FastCatalogueDecoder.decodeCatalogue(json, twoCoresFrom: 0))

        XCTAssertEqual(decoded.products.map(\.id.rawValue), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(decoded, try CatalogueMapper.mapWithFoundation(json))
    }

    func test_decode_leavesToFoundationAFileWhoseSecondHalfIsWrong() {
        let badPrice = catalogueJSON(count: 8) { id in id == 7 ? #", "quantity": -1"# : "" }
        let duplicate = Data(String(decoding: catalogueJSON(count: 8) { _ in "" }, as: UTF8.self)
            .replacingOccurrences(of: #""id": 8"#, with: #""id": 2"#).utf8)

        XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(badPrice, twoCoresFrom: 0))
        XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(duplicate, twoCoresFrom: 0))
    }

    func test_decode_onTwoCoresReadsProductsLongerThanATryAllows() throws {
        // Each product is longer than the 64 KiB a guessed start may take to read, so every guess fails.
        let long = String(repeating: "wool ", count: 14_000)
        let json = catalogueJSON(count: 5) { _ in #", "note": "\#(long)""# }

        let decoded = try XCTUnwrap(FastCatalogueDecoder.decodeCatalogue(json, twoCoresFrom: 0))

        XCTAssertEqual(decoded.products.map(\.id.rawValue), [1, 2, 3, 4, 5])
    }

    func test_decode_onTwoCoresReadsMinifiedAndPrettyFilesAlike() throws {
        let pretty = catalogueJSON(count: 9, separator: ",\n    ") { _ in "" }
        let minified = catalogueJSON(count: 9, separator: ",") { _ in "" }

        XCTAssertEqual(FastCatalogueDecoder.decodeCatalogue(pretty, twoCoresFrom: 0)?.products.count, 9)
        XCTAssertEqual(FastCatalogueDecoder.decodeCatalogue(pretty, twoCoresFrom: 0), FastCatalogueDecoder.decodeCatalogue(minified, twoCoresFrom: 0))
    }

    func test_decode_readsTheSameCatalogueWhetherTheCurrencyComesBeforeOrAfterTheProducts() throws {
        // Products are packed as they are read when the currency came first, and priced at the end when it comes after.
        let first = catalogueJSON(count: 8) { _ in "" }
        let after = Data(String(decoding: first, as: UTF8.self).replacingOccurrences(of: #"{"currency": "USD", "products""#, with: #"{"products""#)
            .replacingOccurrences(of: "]}", with: #"], "currency": "USD"}"#).utf8)

        let decoded = try XCTUnwrap(FastCatalogueDecoder.decodeCatalogue(after, twoCoresFrom: 0))

        XCTAssertNotEqual(after, first)
        XCTAssertEqual(decoded, FastCatalogueDecoder.decodeCatalogue(first, twoCoresFrom: 0))
        XCTAssertEqual(decoded, try CatalogueMapper.mapWithFoundation(after))
    }

    // MARK: - Helpers

    /// `count` products with ids 1 to `count`, each given the extra fields `extra(id)` after its own.
    private func catalogueJSON(count: Int, separator: String = ", ", extra: (Int) -> String) -> Data {
        let products = (1...count).map { id in
            #"{"id": \#(id), "name": "Lamp \#(id)", "description": "Brass, {not a product}", "price": \#(id).5, "quantity": 3\#(extra(id))}"#
        }
        return Data(#"{"currency": "USD", "products": [\#(products.joined(separator: separator))]}"#.utf8)
    }
}
