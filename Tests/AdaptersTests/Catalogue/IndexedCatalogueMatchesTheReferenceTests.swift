@testable import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The indexed catalogue (byte sort keys, folded search index, packed texts) and the catalogue answered from the index
/// file (stored orders, sales and ratings applied over them, folded text searched on disk) against the readable
/// in-memory one, the reference: on generated catalogues with tricky names, every page of every sort, filter and
/// search must match.
final class IndexedCatalogueMatchesTheReferenceTests: XCTestCase {
    func test_everyPage_matchesTheReference_packedFromEntities() async throws {
        for seed in UInt64(1)...6 {
            let tricky = TrickyCatalogue(count: 60, seed: seed)
            try await assertSamePages(IndexedCatalogue(tricky.catalogue), tricky, "seed \(seed)")
        }
    }

    func test_everyPage_matchesTheReference_decodedFromTheFile() async throws {
        for seed in UInt64(7)...10 {
            let tricky = TrickyCatalogue(count: 60, seed: seed)
            try await assertSamePages(try decodedCatalogue(selling: tricky.catalogue), tricky, "seed \(seed)")
        }
    }

    func test_everyPage_matchesTheReference_readFromTheIndexFile() async throws {
        for seed in UInt64(11)...14 {
            let tricky = TrickyCatalogue(count: 60, seed: seed)
            try await assertSamePages(try await catalogueFromAReopenedIndex(selling: tricky.catalogue), tricky, "seed \(seed)")
        }
    }

    func test_everyPage_matchesTheReference_readFromTheIndexFile_ofABiggerCatalogueOverManyBlocks() async throws {
        let tricky = TrickyCatalogue(count: 250, seed: 15)
        try await assertSamePages(
            try catalogueFromAFreshIndex(selling: tricky.catalogue), tricky, "seed 15", searches: [nil, "oak", "tote LINEN"], pageSize: 40
        )
    }

    func test_everyPage_matchesTheReference_readFromTheIndexFile_whenEveryNameOrdersByItsBytes() async throws {
        // The descending name order is then made from the ascending one, and prices this large are sorted the slow way.
        for seed in UInt64(16)...18 {
            let tricky = TrickyCatalogue(count: 60, seed: seed, latinOnly: true)
            try await assertSamePages(try await catalogueFromAReopenedIndex(selling: tricky.catalogue), tricky, "seed \(seed)")
        }
    }

    func test_namesThatAreNotUTF8_orderAndMatchAsTheirRepairedStrings() async throws {
        // A packed text can hold anything: a lone lead byte, an overlong form, a cut-off sequence.
        let text = SharedText(utf8: [0x62, 0xC3, 0x61, 0xC1, 0xA1, 0x62, 0xC3, 0x78, 0xFF])
        let spans = [(0, 2), (2, 1), (3, 2), (5, 2), (7, 2)]
        let products = spans.enumerated().map { index, span in
            PackedProduct(
                id: id(index + 1), name: TextSpan(start: span.0, count: span.1), shortDescription: .empty, description: .empty,
                image: .empty, colours: .empty, dimensions: .empty, price: 100, stock: 1
            )
        }
        let packed = try XCTUnwrap(PackedCatalogue(currency: usd, products: products, text: text))
        let reference = try XCTUnwrap(packed.unpacked())

        let tricky = TrickyCatalogue(reference: reference)
        try await assertSamePages(IndexedCatalogue(packed), tricky, "not UTF-8", searches: [nil, "b", "\u{FFFD}", "x"])
        let files = InMemoryFileSystem(files: [Self.cataloguePath: Data("not read".utf8)])
        let identity = try XCTUnwrap(files.identity(atPath: Self.cataloguePath))
        let contentHash = ContentHash.hash(Data("not read".utf8))
        files.seed(try XCTUnwrap(CatalogueIndexBuilder.index(of: packed, madeFrom: identity, contentHash: contentHash)), atPath: Self.indexPath)
        let index = CatalogueIndexFile(path: Self.indexPath, fileSystem: files, minimumCatalogueSize: 0)
        let fromIndex = try CatalogueFileReader(fileSystem: files, index: index).open(atPath: Self.cataloguePath).catalogue
        try await assertSamePages(fromIndex, tricky, "not UTF-8, from the index", searches: [nil, "b", "\u{FFFD}", "x"])
    }

    // MARK: - Helpers

    private func assertSamePages(
        _ sut: any ProductCatalogue, _ tricky: TrickyCatalogue, _ name: String, searches: [String?]? = nil, pageSize: Int = 7,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        trackForMemoryLeaks(sut as AnyObject, file: file, line: line)
        let reference = InMemoryCatalogue(tricky.catalogue)
        for var request in tricky.requests(searches: searches) {
            for start in stride(from: 0, through: tricky.catalogue.products.count, by: pageSize) {
                request.window = start..<(start + pageSize)
                let expected = try await reference.page(request)
                let actual = try await sut.page(request)
                XCTAssertEqual(actual, expected, "\(name): \(request)", file: file, line: line)
                try await assertCountingOnePastThePage(sut, request, gives: expected, "\(name): \(request)", file: file, line: line)
                if expected.products.isEmpty { break }
            }
        }
    }

    /// Asks `request` again, letting the count stop one past the page: the same products, and a count that is either
    /// `expected`'s or, stopped short, at least one past the page.
    private func assertCountingOnePastThePage(
        _ sut: any ProductCatalogue, _ request: CatalogueRequest, gives expected: CatalogueSlice, _ message: String,
        file: StaticString, line: UInt
    ) async throws {
        var limited = request
        limited.countLimit = request.window.upperBound + 1
        let slice = try await sut.page(limited)
        XCTAssertEqual(slice.products, expected.products, message, file: file, line: line)
        let counts = slice.isCountComplete ? expected.matchCount...expected.matchCount : limited.countLimit!...max(limited.countLimit!, expected.matchCount)
        XCTAssertTrue(counts.contains(slice.matchCount), "\(message): \(slice.matchCount) counted", file: file, line: line)
    }
}
