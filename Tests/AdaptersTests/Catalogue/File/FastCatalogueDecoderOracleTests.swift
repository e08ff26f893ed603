import Adapters
@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// The fast decoder against Foundation's, the oracle: whatever the fast one accepts, Foundation reads the same way.
final class FastCatalogueDecoderOracleTests: XCTestCase {
    func test_decode_agreesWithFoundationOnGeneratedCatalogues() throws {
        for seed in UInt64(1)...60 {
            var generator = GeneratedCatalogue(seed: seed)
            let json = generator.json(products: Int(seed % 7) * 5)

            let fast = try XCTUnwrap(FastCatalogueDecoder.decodeCatalogue(json), "seed \(seed) was not accepted: \(String(decoding: json, as: UTF8.self))")

            XCTAssertEqual(fast, try CatalogueMapper.mapWithFoundation(json), "seed \(seed)")
        }
    }

    func test_decode_acceptsOnlyWhatFoundationReadsTheSameOnMutatedCatalogues() {
        var random = SeededGenerator(seed: 42)
        for round in 0..<1_500 {
            var generator = GeneratedCatalogue(seed: UInt64(round))
            let json = mutate([UInt8](generator.json(products: 3)), using: &random)

            guard let fast = FastCatalogueDecoder.decodeCatalogue(Data(json)) else { continue }

            XCTAssertEqual(fast, try? CatalogueMapper.mapWithFoundation(Data(json)), "round \(round): \(String(decoding: json, as: UTF8.self))")
        }
    }

    func test_decode_leavesEveryHostileDocumentToFoundation() {
        let hostile = [
            #"{"products": [{"id": 1, "name": "Tote", "price": -1, "quantity": 1}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1e2, "quantity": 1}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1.234, "quantity": 1}]}"#,
            #"{"products": [{"id": 1, "name": " ", "price": 1, "quantity": 1}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1}, {"id": 1, "name": "Mug", "price": 1, "quantity": 1}]}"#,
            #"{"products": [{"id": 0, "name": "Tote", "price": 1, "quantity": 1}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1.5}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1, "colors": [{"value": "GGG"}]}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1, "dimensions": [{"dimension": "length", "centimeters": 1, "inches": 1}]}]}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": null, "quantity": 1}]}"#,
            #"{"products": [{"id": 1, "name": "Tote\ud800", "price": 1, "quantity": 1}]}"#,
            #"{"currency": "usd", "products": []}"#,
            #"{"products": []} x"#,
            #"{"products": [}"#,
            #"[]"#,
            "{\"products\": [], \"x\": \"\u{1}\"}",
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1, "price": 2}]}"#,
            #"{"products": [{"id": 123456789012345678901234567890, "name": "Tote", "price": 1, "quantity": 1}]}"#,
            #"{"x": 1, "products": [], "x": 2}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1, "x": 1, "x": 2}]}"#,
            #"{"products": [], "x": {"a": [], "b": {}, "a": null}}"#,
            #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1, "colors": [{"value": "FFFFFF", "x": 1, "x": 1}]}]}"#,
        ]

        for document in hostile {
            XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(Data(document.utf8)), document)
        }
        XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])), "invalid UTF-8")
    }

    func test_map_readsTheSlowWayAnObjectWithMoreIgnoredFieldsThanTheFastDecoderCompares() throws {
        let fields = (0...FastCatalogueDecoder.maximumIgnoredFields).map { "\"x\($0)\": \($0)" }.joined(separator: ", ")
        let json = Data(#"{\#(fields), "products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1}]}"#.utf8)

        XCTAssertNil(FastCatalogueDecoder.decode(json))
        XCTAssertEqual(try CatalogueMapper.map(json).products.map(\.id), [id(1)])
    }

    func test_map_givesTheChecksLocatedErrorOnInvalidFiles() {
        let truncated = Data(#"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1}"#.utf8)

        XCTAssertThrowsError(try CatalogueMapper.map(truncated)) { error in
            XCTAssertEqual("\(error)", "not valid JSON: the document ends too early at line 1, column 67")
        }
    }

    /// One to three random byte changes: a deletion, a duplicate, a replacement by a byte JSON cares about, or a cut.
    private func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let interesting = Array(#"{}[],:"\-.0123456789eEtfn uU"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes.remove(at: index)
            case 1: bytes.insert(bytes[index], at: index)
            case 2: bytes[index] = interesting[Int.random(in: 0..<interesting.count, using: &random)]
            default: bytes.removeSubrange(index...)
            }
        }
        return bytes
    }
}
