import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The name order sorts by precomputed byte keys; these tests hold it to the rule's definition, comparing
/// `name.lowercased()` as `String`s with ties in catalogue order, on generated catalogues.
final class SortCatalogueByNameUseCaseTests: XCTestCase {
    func test_sortByName_ordersAsLowercasedStringComparisonOnGeneratedCatalogues() {
        for seed in 1...40 {
            let products = generatedProducts(count: 300, seed: UInt64(seed))

            XCTAssertEqual(ids(CatalogueSort(.name).sorted(products, ratings: [:])), ids(reference(products, descending: false)), "seed \(seed)")
        }
    }

    func test_sortByNameDescending_ordersAsLowercasedStringComparisonOnGeneratedCatalogues() {
        for seed in 41...80 {
            let products = generatedProducts(count: 300, seed: UInt64(seed))

            XCTAssertEqual(ids(CatalogueSort(.name, descending: true).sorted(products, ratings: [:])), ids(reference(products, descending: true)), "seed \(seed)")
        }
    }

    func test_sortByName_ordersNamesThatAreNotUTF8AsTheirRepairedStrings() throws {
        // A shared buffer can hold anything a cache file held: a lone lead byte, an overlong form, a cut-off sequence.
        let storage = SharedText(utf8: [0x62, 0xC3, 0x61, 0xC1, 0xA1, 0x62, 0xC3])
        let spans = [(0, 2), (2, 1), (3, 2), (5, 2)]
        let products = try spans.enumerated().map { index, span in
            let text = try XCTUnwrap(ProductText(
                storage: storage, name: TextSpan(start: span.0, count: span.1), shortDescription: .empty, description: .empty, image: .empty
            ))
            return try Product(id: id(index + 1), text: text, colours: [], dimensions: [], price: dollars(cents: 1), stock: 1)
        }

        XCTAssertEqual(ids(CatalogueSort(.name).sorted(products, ratings: [:])), ids(reference(products, descending: false)))
    }

    // MARK: - Helpers

    /// The rule as `CatalogueSort` states it, compared the slow way.
    private func reference(_ products: [Product], descending: Bool) -> [Product] {
        products.enumerated().sorted { left, right in
            let (a, b) = (left.element.name.lowercased(), right.element.name.lowercased())
            if a == b { return left.offset < right.offset }
            return descending ? b < a : a < b
        }.map(\.element)
    }

    private func ids(_ products: [Product]) -> [Int] {
        products.map(\.id.rawValue)
    }

    /// Names of one to three words drawn from a vocabulary with every case the keys treat differently: case,
    /// Latin accents precomposed and decomposed, other scripts, the Kelvin sign, prefixes of each other, long
    /// shared beginnings, and equal names.
    private func generatedProducts(count: Int, seed: UInt64) -> [Product] {
        let vocabulary = [
            "oak", "Oak", "OAK", "oaken", "café", "CAFÉ", "cafe\u{301}", "Cafe", "crème", "CRÈME", "naïve", "straße", "STRASSE",
            "Ωmega", "ωmega", "日本", "🧺", "\u{212A}elvin", "kelvin", "İstanbul", "istanbul", "a", "A", "b", "Z", "z",
            "longsharedbeginning", "longsharedbeginninG", "longsharedbeginnings", "Ærø", "æble", "zebra", "Åland", "ångström",
            "~tilde", "1", "10", "2", "x\u{0}y", "x",
        ]
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        return (1...count).map { id in
            let name = (0...next(3)).map { _ in vocabulary[next(vocabulary.count)] }.joined(separator: next(4) == 0 ? "" : " ")
            return makeProduct(id: id, name: name)
        }
    }
}
