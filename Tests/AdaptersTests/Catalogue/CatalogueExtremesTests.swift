@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// Both fast catalogues tell their largest id and highest price, for a terminal's columns to keep one width on every
/// page: the packed one a first start decodes, and the one a second start answers from the index on disk.
final class CatalogueExtremesTests: XCTestCase {
    func test_extremes_areTheLargestIDAndTheHighestPriceWhereverTheyAre() throws {
        let catalogue = makeCatalogue([
            makeProduct(id: 40, priceCents: 500), makeProduct(id: 1_234, priceCents: 100), makeProduct(id: 7, priceCents: 123_456),
            makeProduct(id: 12, priceCents: 123_456),
        ])

        for (kind, sut) in try catalogues(selling: catalogue) {
            XCTAssertEqual(sut.extremes(), ProductExtremes(largestID: id(1_234), highestPrice: dollars(cents: 123_456)), kind)
        }
    }

    func test_extremes_areNoneForAnEmptyCatalogue() throws {
        for (kind, sut) in try catalogues(selling: makeCatalogue([])) {
            XCTAssertNil(sut.extremes(), kind)
        }
    }

    func test_extremes_areTheCataloguesStillWhenItsIndexTurnsOutDamaged() throws {
        let (files, reader) = catalogueFile(selling: makeCatalogue([1, 12].map { makeProduct(id: $0, priceCents: 100 * $0) }))
        try seedIndex(ofTheCatalogueIn: files)
        let sut = try XCTUnwrap(reader.open(atPath: Self.cataloguePath).catalogue as? IndexFileCatalogue)
        trackForMemoryLeaks(sut)

        files.edit(atPath: Self.indexPath, keepingTimes: true) { $0 = $0.prefix(CatalogueIndexHeader.blockSize) }

        XCTAssertEqual(sut.extremes(), ProductExtremes(largestID: id(12), highestPrice: dollars(cents: 1_200)))
    }

    private func catalogues(selling catalogue: Catalogue) throws -> [(String, any CatalogueExtremes)] {
        [
            ("decoded", try XCTUnwrap(try decodedCatalogue(selling: catalogue) as? any CatalogueExtremes)),
            ("from the index", try XCTUnwrap(try catalogueFromAFreshIndex(selling: catalogue) as? any CatalogueExtremes)),
        ]
    }
}
