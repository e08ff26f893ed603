import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class BrowseCatalogueFromStateFileTests: XCTestCase {
    func test_loadCatalogue_deliversCatalogueOnMissingStateFile() async throws {
        let products = [makeProduct(id: 1, stock: 3), makeProduct(id: 2, stock: 0)]
        let (sut, _) = try makeSUT(products: products)

        let catalogue = try await sut.loadCatalogue()

        XCTAssertEqual(catalogue, makeCatalogue(products))
    }

    func test_loadCatalogue_lowersStockByUnitsSoldOnSavedSales() async throws {
        let (sut, _) = try makeSUT(
            products: [makeProduct(id: 1, stock: 3), makeProduct(id: 2, stock: 1)],
            state: SavedShopState(sold: [id(1): 2, id(2): 5])
        )

        let catalogue = try await sut.loadCatalogue()

        XCTAssertEqual(catalogue.products.map(\.stock), [1, 0])
    }

    func test_loadCatalogue_failsWithUnreadableDataOnDamagedStateFile() async throws {
        let (sut, fileSystem) = try makeSUT()
        fileSystem.seed(Data("{".utf8), atPath: statePath)

        await assertThrows(.unreadableData("\(statePath): not valid JSON: the document ends too early at line 1, column 2")) { () async throws(ShopError) in
            try await sut.loadCatalogue()
        }
    }

    func test_loadCatalogue_failsWithUnreadableDataOnReadError() async throws {
        let (sut, fileSystem) = try makeSUT()
        fileSystem.failReads(with: InjectedFailure(description: "cannot read \(statePath): Permission denied"))

        await assertThrows(.unreadableData("cannot read \(statePath): Permission denied")) { () async throws(ShopError) in
            try await sut.loadCatalogue()
        }
    }

    func test_loadProductDetail_failsWithProductNotFoundOnUnknownID() async throws {
        let (sut, _) = try makeSUT()

        await assertThrows(.productNotFound(id(9))) { () async throws(ShopError) in
            try await sut.loadProductDetail(id(9))
        }
    }

    func test_loadProductDetail_deliversSavedRatingAndWishListMarkOnSavedState() async throws {
        let (sut, _) = try makeSUT(
            products: [makeProduct(id: 1, stock: 4)],
            state: SavedShopState(wishList: [id(1)], ratings: [id(1): try rating(4)], sold: [id(1): 1])
        )

        let detail = try await sut.loadProductDetail(id(1))

        XCTAssertEqual(detail, ProductDetail(product: makeProduct(id: 1, stock: 3), rating: try rating(4), isInWishList: true))
    }

    func test_loadProductDetail_deliversNoRatingAndNoMarkOnMissingStateFile() async throws {
        let (sut, _) = try makeSUT()

        let detail = try await sut.loadProductDetail(id(2))

        XCTAssertEqual(detail, ProductDetail(product: makeProduct(id: 2), rating: nil, isInWishList: false))
    }

    func test_checkState_passesOnMissingStateFile() throws {
        XCTAssertNoThrow(try JSONShopStore.checkState(atPath: statePath, fileSystem: InMemoryFileSystem(), currency: usd))
    }

    func test_checkState_failsWithOneLineOnNewerStateFile() throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(#"{"version": 2}"#.utf8)])

        XCTAssertThrowsError(try JSONShopStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)) { error in
            XCTAssertEqual("\(error)", "\(statePath): written by a newer Tasch (version 2); this one reads version 1")
        }
        XCTAssertTrue(fileSystem.writtenPaths.isEmpty)
    }
}
