@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Both fast catalogues find the products whose name starts with what was typed, for Tab at the prompt to complete a
/// name to its id: the packed one a first start decodes, and the one a second start answers from the index on disk.
final class CompleteProductNamesTests: XCTestCase {
    func test_productsWithNamesStartingWith_givesTheFirstMatchesInNameOrderIgnoringCaseAndHowManyInAll() throws {
        let names = ["Wool Throw", "Oak Board", "wooden Spoon", "Wok", "Two Wool Socks", "WOOL Hat"]
        let catalogue = makeCatalogue(names.enumerated().map { makeProduct(id: $0.offset + 1, name: $0.element) })

        for (kind, sut) in try catalogues(selling: catalogue) {
            let matches = sut.products(withNamesStartingWith: "wo", limit: 3)

            XCTAssertEqual(matches.found.map(\.name), ["Wok", "wooden Spoon", "WOOL Hat"], kind)
            XCTAssertEqual(matches.found.map(\.id), [id(4), id(3), id(6)], kind)
            XCTAssertEqual(matches.total, 4, kind)
        }
    }

    func test_productsWithNamesStartingWith_readsSeveralWordsAsOneName() throws {
        let catalogue = makeCatalogue([makeProduct(id: 6, name: "Wool Throw"), makeProduct(id: 7, name: "Wool Hat")])

        for (kind, sut) in try catalogues(selling: catalogue) {
            XCTAssertEqual(sut.products(withNamesStartingWith: "wool t", limit: 20), ProductIDMatches(found: [ProductIDMatch(id: id(6), name: "Wool Throw")], total: 1), kind)
        }
    }

    func test_productsWithNamesStartingWith_findsNothingWhereNoNameStartsSo() throws {
        let catalogue = makeCatalogue([makeProduct(id: 1, name: "Lamp"), makeProduct(id: 2, name: "Zither")])

        for (kind, sut) in try catalogues(selling: catalogue) {
            for typed in ["amp", "Lampshade", "zz", "a"] {
                XCTAssertEqual(sut.products(withNamesStartingWith: typed, limit: 20), .none, "\(kind): \(typed)")
            }
        }
    }

    func test_productsWithNamesStartingWith_agreesWithReadingEveryName() throws {
        var generator = SeededGenerator(seed: 5)
        let syllables = ["ta", "to", "te", "Ta", "ka", "ko", " ", "é"]
        let names = (1...200).map { _ in "T" + (0..<4).map { _ in syllables.randomElement(using: &generator)! }.joined() }
        let catalogue = makeCatalogue(names.enumerated().map { makeProduct(id: $0.offset + 1, name: $0.element) })

        for (kind, sut) in try catalogues(selling: catalogue) {
            for typed in ["t", "ta", "TAT", "tako", "ta t", "tkk", "té"] {
                let expected = names.filter { CatalogueOrder.nameKey($0).hasPrefix(CatalogueOrder.nameKey(typed)) }.count
                XCTAssertEqual(sut.products(withNamesStartingWith: typed, limit: 5).total, expected, "\(kind): \(typed)")
            }
        }
    }

    func test_namePrefix_findsTheMatchesTogetherInTheNameOrder_rightAfterTheNamesBeforeThem() throws {
        let names = ["Wool Throw", "ÆRØ Lamp", "ærø lamp", "wok", "Straße Sign", "STRASSE Sign", "Wo", "Æbleskiver Pan", "wOoden Spoon"]
        let catalogue = makeCatalogue(names.enumerated().map { makeProduct(id: $0.offset + 1, name: $0.element) })
        let ordered = CatalogueOrder.sorted(catalogue.products, by: CatalogueSort(.name), ratings: [:]).map(\.name)

        for typed in ["wo", "WOO", "ærø", "ÆRØ l", "stra", "æ", "z", ""] {
            let before = ordered.prefix { NamePrefix.comesBefore($0, typed) }
            let matching = ordered.dropFirst(before.count).prefix { NamePrefix.matches($0, typed) }
            XCTAssertEqual(Set(matching), Set(names.filter { NamePrefix.matches($0, typed) }), typed)
        }
        XCTAssertTrue(NamePrefix.matches("ÆRØ Lamp", "ærø l"))
        XCTAssertFalse(NamePrefix.matches("Straße Sign", "strass"))
    }

    private func catalogues(selling catalogue: Catalogue) throws -> [(String, any ProductNameCompleting)] {
        [
            ("decoded", try XCTUnwrap(try decodedCatalogue(selling: catalogue) as? any ProductNameCompleting)),
            ("from the index", try XCTUnwrap(try catalogueFromAFreshIndex(selling: catalogue) as? any ProductNameCompleting)),
        ]
    }
}
