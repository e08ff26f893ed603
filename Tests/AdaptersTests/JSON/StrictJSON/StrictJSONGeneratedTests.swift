@testable import Adapters
import Foundation
import TaschTestSupport
import XCTest

/// The JSON check and every reader against `RFC8259Reference`, a reader simple enough to check against the RFC line by
/// line, on thousands of seeded documents that are JSON or nearly: the same verdict, and a refusal at the same place.
final class StrictJSONGeneratedTests: StrictJSONTestCase {
    func test_check_agreesWithTheReferenceOnGeneratedNearJSON() {
        var generator = NearJSONGenerator(seed: 15)
        var validCount = 0
        for round in 0..<5_000 {
            let text = Array(generator.document().utf8)
            let expected = RFC8259Reference.firstError(in: text)
            if expected == nil { validCount += 1 }

            let failure = JSONSyntaxCheck.firstError(in: Data(text))

            XCTAssertEqual(failure.map { Self.place(in: $0.message) }, expected.map { Self.location(of: $0, in: text) },
                           "round \(round): \(String(decoding: text, as: UTF8.self)) (\(failure?.message ?? "accepted"))")
        }
        XCTAssertTrue((1_500...3_500).contains(validCount), "\(validCount) of 5,000 valid: the generator no longer mixes both")
    }

    func test_map_agreesWithTheReferenceOnGeneratedNearJSONInIgnoredFields() {
        var generator = NearJSONGenerator(seed: 14)
        for round in 0..<2_000 {
            let document = generator.document()
            for placement in Self.ignoredPlacements {
                let data = placement.document(document)
                let expected = RFC8259Reference.firstError(in: Array(data)).map { Self.location(of: $0, in: Array(data)) }
                let mapped = Result { () throws(CatalogueFileError) in try CatalogueMapper.map(data) }

                assertCatalogue(data, readsAs: mapped, "round \(round), \(placement.name)")
                switch mapped {
                case .success: XCTAssertNil(expected, "round \(round), \(placement.name): accepted \(document)")
                case let .failure(error): XCTAssertEqual(Self.place(in: error.description), expected, "round \(round), \(placement.name): \(document)")
                }
            }
        }
    }

    func test_mapState_agreesWithTheReferenceOnGeneratedNearJSONInAnIgnoredField() {
        var generator = NearJSONGenerator(seed: 65)
        for round in 0..<2_000 {
            let data = Self.ignoredInState.document(generator.document())
            let expected = RFC8259Reference.firstError(in: Array(data)).map { Self.location(of: $0, in: Array(data)) }

            let mapped = Result { () throws(ShopStateFileError) in try ShopStateMapper.map(data, currency: usd) }

            switch mapped {
            case .success: XCTAssertNil(expected, "round \(round): accepted \(String(decoding: data, as: UTF8.self))")
            case let .failure(error): XCTAssertEqual(Self.place(in: error.description), expected, "round \(round): \(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    // MARK: - Helpers

    /// The `at line L, column C` a message ends with, or the whole message when it gives no place.
    private static func place(in message: String) -> String {
        message.range(of: " at line ", options: .backwards).map { String(message[$0.lowerBound...].dropFirst()) } ?? message
    }

    /// `at line L, column C` for the byte at `offset` of `text`, columns counted in bytes from 1.
    private static func location(of offset: Int, in text: [UInt8]) -> String {
        let before = text[..<offset]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return "at line \(before.filter { $0 == 0x0A }.count + 1), column \(offset - lineStart + 1)"
    }
}
