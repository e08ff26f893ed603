@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// Both fast catalogues find the products whose id starts with what was typed, for Tab at the prompt: the packed one
/// a first start decodes, and the one a second start answers from the index on disk.
final class CompleteProductIDsTests: XCTestCase {
    func test_productsWithIDsStartingWith_givesTheFirstMatchesInIDOrderWithTheirNamesAndHowManyInAll() throws {
        let catalogue = makeCatalogue([12, 1, 2, 1000, 120, 31].map { makeProduct(id: $0, name: "Lamp \($0)") })

        for (kind, sut) in try catalogues(selling: catalogue) {
            let matches = sut.products(withIDsStartingWith: "1", limit: 3)

            XCTAssertEqual(matches.found.map(\.id), [id(1), id(12), id(120)], kind)
            XCTAssertEqual(matches.found.map(\.name), ["Lamp 1", "Lamp 12", "Lamp 120"], kind)
            XCTAssertEqual(matches.total, 4, kind)
        }
    }

    func test_productsWithIDsStartingWith_nothing_givesEveryProductInIDOrder() throws {
        let catalogue = makeCatalogue([30, 4, 200].map { makeProduct(id: $0) })

        for (kind, sut) in try catalogues(selling: catalogue) {
            XCTAssertEqual(sut.products(withIDsStartingWith: "", limit: 2).found.map(\.id), [id(4), id(30)], kind)
            XCTAssertEqual(sut.products(withIDsStartingWith: "", limit: 2).total, 3, kind)
        }
    }

    func test_productsWithIDsStartingWith_findsNothingForDigitsNoIDStartsWith() throws {
        for (kind, sut) in try catalogues(selling: makeCatalogue([makeProduct(id: 1)])) {
            XCTAssertEqual(sut.products(withIDsStartingWith: "9", limit: 20), .none, kind)
        }
    }

    func test_productsWithIDsStartingWith_findsNothingForALeadingZeroLettersOrANumberLargerThanAnyID() throws {
        for (kind, sut) in try catalogues(selling: makeCatalogue([1, 10].map { makeProduct(id: $0) })) {
            for typed in ["0", "01", "1a", "١", "99999999999999999999"] {
                XCTAssertEqual(sut.products(withIDsStartingWith: typed, limit: 20), .none, "\(kind): \(typed)")
            }
        }
    }

    func test_productsWithIDsStartingWith_findsTheLargestIDs() throws {
        let catalogue = makeCatalogue([Int.max, Int.max - 1, 9].map { makeProduct(id: $0) })

        for (kind, sut) in try catalogues(selling: catalogue) {
            XCTAssertEqual(sut.products(withIDsStartingWith: "9", limit: 5).found.map(\.id), [id(9), id(Int.max - 1), id(Int.max)], kind)
        }
    }

    func test_productsWithIDsStartingWith_agreesWithReadingEveryIDAsDigits() throws {
        var generator = SeededGenerator(seed: 11)
        let ids = Set((0..<300).map { _ in Int.random(in: 1...5_000, using: &generator) })
        let catalogue = makeCatalogue(ids.shuffled(using: &generator).map { makeProduct(id: $0) })
        let typed = [""] + (1...9).map(String.init) + (10...99).map(String.init) + ["123", "4999", "5000", "50000"]

        for (kind, sut) in try catalogues(selling: catalogue) {
            for digits in typed {
                let expected = ids.filter { String($0).hasPrefix(digits) }.sorted()
                let matches = sut.products(withIDsStartingWith: digits, limit: 7)
                XCTAssertEqual(matches.found.map(\.id.rawValue), Array(expected.prefix(7)), "\(kind): \(digits)")
                XCTAssertEqual(matches.total, expected.count, "\(kind): \(digits)")
            }
        }
    }

    func test_productsWithIDsStartingWith_completesNothingFromADamagedIndexInsteadOfFailing() throws {
        let (files, reader) = catalogueFile(selling: makeCatalogue([1, 12].map { makeProduct(id: $0) }))
        try seedIndex(ofTheCatalogueIn: files)
        let sut = try XCTUnwrap(reader.open(atPath: Self.cataloguePath).catalogue as? IndexFileCatalogue)
        trackForMemoryLeaks(sut)

        files.edit(atPath: Self.indexPath, keepingTimes: true) { $0 = $0.prefix(CatalogueIndexHeader.blockSize) }

        XCTAssertEqual(sut.products(withIDsStartingWith: "1", limit: 5), .none)
    }

    private func catalogues(selling catalogue: Catalogue) throws -> [(String, any ProductIDCompleting)] {
        [
            ("decoded", try XCTUnwrap(try decodedCatalogue(selling: catalogue) as? any ProductIDCompleting)),
            ("from the index", try XCTUnwrap(try catalogueFromAFreshIndex(selling: catalogue) as? any ProductIDCompleting)),
        ]
    }
}
