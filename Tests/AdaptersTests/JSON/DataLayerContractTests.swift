import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The behaviours every implementation of the data-layer ports must show, failures included.
class DataLayerContract: XCTestCase {
    typealias DataLayer = FaultInjectingDataLayer.DataLayer

    /// The implementation under test over `products` and `state`, and its file system.
    func makeDataLayer(products: [Product], state: SavedShopState?) throws -> (any DataLayer, InMemoryFileSystem) {
        let (store, fileSystem) = try makeSUT(products: products, state: state)
        return (store, fileSystem)
    }

    func assertLoadCatalogueDeliversCurrentStock() async throws {
        let (sut, _) = try makeDataLayer(products: [makeProduct(id: 1, stock: 3)], state: SavedShopState(sold: [id(1): 1]))

        let catalogue = try await sut.loadCatalogue()

        XCTAssertEqual(catalogue, makeCatalogue([makeProduct(id: 1, stock: 2)]))
    }

    func assertAddThenLoadDeliversTheWishList() async throws {
        let (sut, _) = try makeDataLayer(products: [makeProduct(id: 1), makeProduct(id: 2)], state: nil)

        _ = try await sut.addToWishList(id(2))
        let wishList = try await sut.loadWishList()

        XCTAssertEqual(wishList, makeWishList([makeProduct(id: 2)]))
    }

    func assertAddFailsAndChangesNothingOnUnknownID() async throws {
        let (sut, fileSystem) = try makeDataLayer(products: [makeProduct(id: 1)], state: nil)

        await assertThrows(.productNotFound(id(9))) { () async throws(ShopError) in try await sut.addToWishList(id(9)) }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func assertRemoveFailsOnProductNotThere() async throws {
        let (sut, _) = try makeDataLayer(products: [makeProduct(id: 1)], state: nil)

        await assertThrows(.notInWishList(id(1))) { () async throws(ShopError) in try await sut.removeFromWishList(id(1)) }
    }

    func assertPlaceOrderBuysTheCartAndEmptiesTheWishList() async throws {
        let (sut, _) = try makeDataLayer(products: [makeProduct(id: 1, stock: 2)], state: SavedShopState(wishList: [id(1)]))

        let placed = try await sut.placeOrder(for: try await sut.loadCart())

        XCTAssertEqual(placed.order.lines.map(\.productID), [id(1)])
        XCTAssertEqual(placed.wishList, makeWishList([]))
    }

    func assertRateFailsWithNotSavedOnWriteError() async throws {
        let (sut, fileSystem) = try makeDataLayer(products: [makeProduct(id: 1)], state: nil)
        fileSystem.failWrites(with: InjectedFailure(description: "disk full"))
        let four = try rating(4)

        await assertThrows(.notSaved("disk full")) { () async throws(ShopError) in try await sut.rate(id(1), as: four) }
    }

    func assertLoadProductDetailFailsOnUnknownID() async throws {
        let (sut, _) = try makeDataLayer(products: [makeProduct(id: 1)], state: nil)

        await assertThrows(.productNotFound(id(5))) { () async throws(ShopError) in try await sut.loadProductDetail(id(5)) }
    }
}

final class JSONShopStoreContractTests: DataLayerContract {
    func test_loadCatalogue_deliversCurrentStock() async throws { try await assertLoadCatalogueDeliversCurrentStock() }
    func test_addToWishList_thenLoadDeliversTheWishList() async throws { try await assertAddThenLoadDeliversTheWishList() }
    func test_addToWishList_failsAndChangesNothingOnUnknownID() async throws { try await assertAddFailsAndChangesNothingOnUnknownID() }
    func test_removeFromWishList_failsOnProductNotThere() async throws { try await assertRemoveFailsOnProductNotThere() }
    func test_placeOrder_buysTheCartAndEmptiesTheWishList() async throws { try await assertPlaceOrderBuysTheCartAndEmptiesTheWishList() }
    func test_rate_failsWithNotSavedOnWriteError() async throws { try await assertRateFailsWithNotSavedOnWriteError() }
    func test_loadProductDetail_failsOnUnknownID() async throws { try await assertLoadProductDetailFailsOnUnknownID() }
}

/// The same contract through the fault injector with no entries: switched off, it must be invisible.
final class FaultInjectorSwitchedOffContractTests: DataLayerContract {
    override func makeDataLayer(products: [Product], state: SavedShopState?) throws -> (any DataLayer, InMemoryFileSystem) {
        let (store, fileSystem) = try makeSUT(products: products, state: state)
        return (FaultInjectingDataLayer(wrapping: store, injector: FaultInjector(seed: 1), clock: ManualFaultClock()), fileSystem)
    }

    func test_loadCatalogue_deliversCurrentStock() async throws { try await assertLoadCatalogueDeliversCurrentStock() }
    func test_addToWishList_thenLoadDeliversTheWishList() async throws { try await assertAddThenLoadDeliversTheWishList() }
    func test_addToWishList_failsAndChangesNothingOnUnknownID() async throws { try await assertAddFailsAndChangesNothingOnUnknownID() }
    func test_removeFromWishList_failsOnProductNotThere() async throws { try await assertRemoveFailsOnProductNotThere() }
    func test_placeOrder_buysTheCartAndEmptiesTheWishList() async throws { try await assertPlaceOrderBuysTheCartAndEmptiesTheWishList() }
    func test_rate_failsWithNotSavedOnWriteError() async throws { try await assertRateFailsWithNotSavedOnWriteError() }
    func test_loadProductDetail_failsOnUnknownID() async throws { try await assertLoadProductDetailFailsOnUnknownID() }
}
