@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// A search in the catalogue's own order that may stop counting (a search typed on the full screen, before its count):
/// the index reads the folded text only as far as the match it may stop at.
final class IndexSearchCountLimitTests: XCTestCase {
    func test_searchInCatalogueOrder_stopsCountingAtTheLimit_withTheSameProducts() async throws {
        let shop = makeShopFiles()
        let sut = try await secondStart(shop)

        let slice = try await sut.page(CatalogueRequest(searchText: "oak", window: 0..<20, countLimit: 21))
        let first = try await sut.page(CatalogueRequest(searchText: "oak", window: 0..<1, countLimit: 1))

        let expected = try await InMemoryCatalogue(shop.catalogue).page(CatalogueRequest(searchText: "oak", window: 0..<20))
        XCTAssertEqual(slice, CatalogueSlice(products: expected.products, matchCount: 21, isCountComplete: false))
        XCTAssertEqual(first, CatalogueSlice(products: [expected.products[0]], matchCount: 1, isCountComplete: false))
    }

    func test_searchInCatalogueOrder_readsOnPiecesWithoutMatchesUntilTheLimit() async throws {
        let products = (1...300).map { makeProduct(id: $0, name: "\($0 > 280 ? "Rare" : "Oak") lamp \($0) " + String(repeating: "long ", count: 60)) }
        let shop = makeShopFiles(selling: makeCatalogue(products))
        let sut = try await secondStart(shop)

        let slice = try await sut.page(CatalogueRequest(searchText: "rare", window: 0..<4, countLimit: 5))

        XCTAssertEqual(slice, CatalogueSlice(products: Array(products[280..<284]), matchCount: 5, isCountComplete: false))
    }

    func test_searchInCatalogueOrder_countsEveryMatch_whenTheLimitIsPastThemAllOrTheLastStandsLast() async throws {
        let shop = makeShopFiles()
        let sut = try await secondStart(shop)

        let fewer = try await sut.page(CatalogueRequest(searchText: "cafe", window: 0..<20, countLimit: 100))
        let lastIsLast = try await sut.page(CatalogueRequest(searchText: "lamp 300", window: 0..<20, countLimit: 1))

        XCTAssertEqual(fewer.matchCount, 42)
        XCTAssertTrue(fewer.isCountComplete)
        XCTAssertEqual(lastIsLast, CatalogueSlice(products: [shop.catalogue.products[299]], matchCount: 1))
    }

    func test_searchInCatalogueOrder_readsPastTheBlocksOneChecksumBlockCovers_fromTheIndex() async throws {
        let long = String(repeating: "long ", count: 200)
        let products = (1...2_000).map { makeProduct(id: $0, name: "\($0 > 1_990 ? "Rare" : "Oak") lamp \($0) " + long) }
        let shop = makeShopFiles(selling: makeCatalogue(products))
        let sut = try await secondStart(shop)
        XCTAssertGreaterThan(shop.index?.count ?? 0, 2 * CatalogueIndexHeader.checksumsPerBlock * CatalogueIndexHeader.blockSize)

        let slice = try await sut.page(CatalogueRequest(searchText: "rare", window: 0..<2, countLimit: 3))

        XCTAssertEqual(slice, CatalogueSlice(products: Array(products[1_990..<1_992]), matchCount: 3, isCountComplete: false), "answered from the index")
    }

    func test_searchInCatalogueOrder_readsNoTextPastTheMatchItStopsAt() async throws {
        let shop = makeShopFiles(selling: makeCatalogue((1...300).map { makeProduct(id: $0, name: "Oak lamp \($0) " + String(repeating: "long ", count: 60)) }))
        let sut = try await secondStart(shop)
        let search = try XCTUnwrap(shop.index.flatMap { index in
            try? CatalogueIndexHeader(decoding: [UInt8](index.prefix(CatalogueIndexHeader.blockSize)), fileSize: index.count)
        }).range(of: .search)
        XCTAssertGreaterThan(search.count, 20 * CatalogueIndexHeader.blockSize, "text beyond the first piece read")

        shop.files.edit(atPath: IndexedShopFiles.indexPath, keepingTimes: true) { $0[search.upperBound - 10] ^= 0x04 }
        let stopped = try await sut.page(CatalogueRequest(searchText: "oak", window: 0..<20, countLimit: 21))
        let whole = try await sut.page(CatalogueRequest(searchText: "oak", window: 0..<20))

        XCTAssertFalse(stopped.isCountComplete, "answered from the index, the damaged block never read")
        XCTAssertEqual(whole.matchCount, 300, "the whole search reads the damage, and answers from the catalogue decoded again")
    }

    // MARK: - Helpers

    /// The catalogue as a second start opens it: from the index the first start wrote.
    private func secondStart(_ shop: IndexedShopFiles, file: StaticString = #filePath, line: UInt = #line) async throws -> any ProductCatalogue {
        try await shop.openFirst()
        let catalogue = try shop.open().catalogue
        XCTAssertTrue(catalogue is IndexFileCatalogue, file: file, line: line)
        return catalogue
    }
}
