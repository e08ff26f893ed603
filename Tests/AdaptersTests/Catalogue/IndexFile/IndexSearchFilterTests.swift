@testable import Adapters
import Entities
import Foundation
@testable import TaschFuzzTargets
import TaschTestSupport
import UseCases
import XCTest

/// The index passes over the groups of products whose trigrams cannot hold a search's words, and answers every search
/// as the readable twin does.
final class IndexSearchFilterTests: XCTestCase {
    /// Four groups of products; "Rare" only in the third, "Café" in every seventh product.
    private static let catalogue: Catalogue = makeCatalogue((1...1_000).map { rawID in
        let name = rawID > 600 && rawID <= 610 ? "Rare naïve lamp \(rawID)" : rawID % 7 == 0 ? "Café crème \(rawID)" : "Oak lamp \(rawID)"
        return makeProduct(id: rawID, name: name + " " + String(repeating: "long ", count: 20))
    })

    func test_encoded_isTheGroupsTextOffsets_thenARowOfOneBitAGroupForEachTrigramsRow() {
        let (first, last) = (Array("abc".utf8), Array("xyz".utf8))
        let text = Array(repeating: first + [0xFF], count: 256).flatMap { $0 } + Array(repeating: last + [0xFF], count: 44).flatMap { $0 }
        XCTAssertEqual(IndexSearchFilter.rowCount(300), 2_048, "a power of two, at least four rows a product")
        var expected = [UInt8](repeating: 0, count: 3 * 8 + 2_048)
        for (group, offset) in [(1, 256 * 4), (2, 300 * 4)] {
            for byte in 0..<8 { expected[group * 8 + byte] = UInt8(truncatingIfNeeded: offset >> (8 * byte)) }
        }
        expected[24 + IndexSearchFilter.rows(of: first, among: 2_048)[0]] |= 0b01
        expected[24 + IndexSearchFilter.rows(of: last, among: 2_048)[0]] |= 0b10

        XCTAssertEqual(IndexSearchFilter.encoded(search: text, productCount: 300), expected)
    }

    func test_encoded_ofNoProducts_isOneOffsetOfZero() {
        XCTAssertEqual(IndexSearchFilter.encoded(search: [], productCount: 0), [UInt8](repeating: 0, count: 8))
    }

    func test_groups_areThoseHoldingEveryTrigramOfEveryWord_inCatalogueOrder() async throws {
        let index = try await indexBytes(of: Self.catalogue)

        XCTAssertEqual(try groups(holding: ["rare"], in: index), [try rareGroup(in: index)])
        XCTAssertEqual(try groups(holding: ["lamp"], in: index).map(\.products), [0..<256, 256..<512, 512..<768, 768..<1_000])
        XCTAssertEqual(try groups(holding: ["rare", "zebra"], in: index), [])
    }

    func test_groups_forAWordShorterThanThreeBytes_areEveryGroup_andTheOtherWordsChooseThem() async throws {
        let index = try await indexBytes(of: Self.catalogue)

        XCTAssertEqual(try groups(holding: ["la"], in: index).map(\.products), [0..<256, 256..<512, 512..<768, 768..<1_000])
        XCTAssertEqual(try groups(holding: ["la", "rare"], in: index), [try rareGroup(in: index)])
    }

    func test_aSearch_answersAsTheTwin_whateverGroupsItsWordsAreIn() async throws {
        let shop = makeShopFiles(selling: Self.catalogue)
        try await shop.openFirst()
        let sut = try shop.open().catalogue
        let twin = InMemoryCatalogue(Self.catalogue)
        XCTAssertTrue(sut is IndexFileCatalogue)

        for text in ["rare", "RARE lamp", "naive", "naïve rare", "cafe", "oak 99", "la", "ó", "lamp 1000", "zzz", "rare oak", "amp 60"] {
            for request in [
                CatalogueRequest(searchText: text, window: 0..<20), CatalogueRequest(searchText: text, window: 20..<40),
                CatalogueRequest(searchText: text, sort: CatalogueSort(.price), window: 0..<20),
            ] {
                let actual = try await sut.page(request)
                let expected = try await twin.page(request)
                XCTAssertEqual(actual, expected, "\(request)")
            }
            // The twin counts every match; the index stops one past the page, as the port allows.
            let counted = try await twin.page(CatalogueRequest(searchText: text, window: 0..<5))
            let limited = try await sut.page(CatalogueRequest(searchText: text, window: 0..<5, countLimit: 6))
            let expected = counted.matchCount > 6 ? CatalogueSlice(products: counted.products, matchCount: 6, isCountComplete: false) : counted
            XCTAssertEqual(limited, expected, text)
        }
    }

    func test_aSearchForAWordFewProductsHold_readsTheTextOfTheirGroupAlone() async throws {
        let (rare, common) = (try await searchBytesRead(for: "rare"), try await searchBytesRead(for: "lamp"))

        XCTAssertEqual(rare.matches, 10)
        XCTAssertEqual(common.matches, 1_000 - 1_000 / 7 + 2)
        XCTAssertLessThan(rare.bytesRead * 3, common.bytesRead, "one group of four read, and a few rows of bits")
    }

    func test_aSearchForAWordNoProductHolds_readsNoGroupsText() async throws {
        let missing = try await searchBytesRead(for: "zebra")

        XCTAssertEqual(missing.matches, 0)
        XCTAssertLessThan(missing.bytesRead, 8 * CatalogueIndexHeader.blockSize, "the group offsets and five rows of bits")
    }

    func test_groups_ofAnIndexWhoseGroupOffsetsDoNotFitTheText_areDamage_evenWithItsChecksumsMadeRight() async throws {
        let index = try await indexBytes(of: makeCatalogue([makeProduct(id: 1, name: "Oak"), makeProduct(id: 2, name: "Rare")]))
        let header = try CatalogueIndexHeader(decoding: Array(index.prefix(CatalogueIndexHeader.blockSize)), fileSize: index.count)
        XCTAssertEqual(try groups(holding: "rare", in: index).map(\.products), [0..<2])

        // The compact form of the index: the header's first bytes, then its sections, the search filter's group offsets first.
        var input = [UInt8](SealedIndex.input(from: index))
        let offsets = SealedIndex.headerPrefix + IndexSection.all.prefix(IndexSection.searchFilter.number).map { header.range(of: $0).count }.reduce(0, +)
        XCTAssertEqual(input[offsets + 8], UInt8(header.range(of: .search).count), "one group, to the end of the search text")
        input[offsets + 8] -= 1
        let damaged = Data(SealedIndex.file(from: Data(input)).bytes)

        XCTAssertThrowsError(try groups(holding: "rare", in: damaged))
    }

    // MARK: - Helpers

    /// The products matching `text` in the index of the catalogue, and how many bytes of the index the search read.
    private func searchBytesRead(for text: String) async throws -> (matches: Int, bytesRead: Int) {
        let index = try await indexBytes(of: Self.catalogue)
        let file = ReadCountingFile(index)
        let tables = IndexTables(reader: IndexBlockReader(file: file, header: try header(of: index)))
        let found = try XCTUnwrap(IndexSearch.matches(of: text, in: tables))
        return ((0..<tables.productCount).filter(found.contains).count, file.bytesRead)
    }

    /// The groups the search filter of `index` keeps for `word`.
    private func groups(holding word: String, in index: Data) throws -> [IndexSearchFilter.Group] {
        try groups(holding: [word], in: index)
    }

    /// The groups the search filter of `index` keeps for `words`, folded already.
    private func groups(holding words: [String], in index: Data) throws -> [IndexSearchFilter.Group] {
        let tables = IndexTables(reader: IndexBlockReader(file: ReadCountingFile(index), header: try header(of: index)))
        return try IndexSearchFilter.groups(holding: words.map { Array($0.utf8) }, in: tables)
    }

    /// The third group of the catalogue, the only one with "Rare" products, and where its text lies in the index's.
    private func rareGroup(in index: Data) throws -> IndexSearchFilter.Group {
        let text = try header(of: index).range(of: .search)
        let folded = Array(index[text]).split(separator: 0xFF, omittingEmptySubsequences: false).map(\.count)
        let start = folded.prefix(512).reduce(0) { $0 + $1 + 1 }
        let end = folded.prefix(768).reduce(0) { $0 + $1 + 1 }
        return IndexSearchFilter.Group(products: 512..<768, text: start..<end)
    }

    /// The index a first start writes for `catalogue`.
    private func indexBytes(of catalogue: Catalogue) async throws -> Data {
        let shop = makeShopFiles(selling: catalogue)
        try await shop.openFirst()
        return try XCTUnwrap(shop.index)
    }

    private func header(of index: Data) throws -> CatalogueIndexHeader {
        try CatalogueIndexHeader(decoding: Array(index.prefix(CatalogueIndexHeader.blockSize)), fileSize: index.count)
    }
}
