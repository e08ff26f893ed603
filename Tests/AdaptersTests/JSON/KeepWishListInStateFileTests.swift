import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class KeepWishListInStateFileTests: XCTestCase {
    func test_loadWishList_deliversSavedOrderWithCurrentStockSkippingUnknownIDs() async throws {
        let (sut, _) = try makeSUT(
            products: [makeProduct(id: 1, stock: 2), makeProduct(id: 2, stock: 2)],
            state: SavedShopState(wishList: [id(2), id(7), id(1)], sold: [id(2): 1])
        )

        let wishList = try await sut.loadWishList()

        XCTAssertEqual(wishList, makeWishList([makeProduct(id: 2, stock: 1), makeProduct(id: 1, stock: 2)]))
    }

    func test_addToWishList_savesAndDeliversEditOnNewProduct() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(2)]))

        let edit = try await sut.addToWishList(id(1))

        XCTAssertEqual(edit, WishListEdit(.added, makeProduct(id: 1), wishList: makeWishList([makeProduct(id: 2), makeProduct(id: 1)])))
        XCTAssertEqual(try savedState(in: fileSystem).wishList, [id(2), id(1)])
    }

    func test_addToWishList_failsWithProductNotFoundOnUnknownID() async throws {
        let (sut, fileSystem) = try makeSUT()

        await assertThrows(.productNotFound(id(9))) { () async throws(ShopError) in try await sut.addToWishList(id(9)) }
        XCTAssertTrue(fileSystem.writtenPaths.isEmpty)
    }

    func test_addToWishList_failsWithAlreadyInWishListOnProductThere() async throws {
        let (sut, _) = try makeSUT(state: SavedShopState(wishList: [id(1)]))

        await assertThrows(.alreadyInWishList(makeProduct(id: 1))) { () async throws(ShopError) in
            try await sut.addToWishList(id(1))
        }
    }

    func test_addToWishList_failsWithNotSavedAndChangesNothingOnWriteError() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(2)]))
        fileSystem.failWrites(with: InjectedFailure(description: "cannot save \(statePath): No space left on device"))

        await assertThrows(.notSaved("cannot save \(statePath): No space left on device")) { () async throws(ShopError) in
            try await sut.addToWishList(id(1))
        }
        let wishList = try await sut.loadWishList()
        XCTAssertEqual(wishList, makeWishList([makeProduct(id: 2)]))
        XCTAssertEqual(try savedState(in: fileSystem).wishList, [id(2)])
    }

    func test_removeFromWishList_savesAndDeliversEditOnProductThere() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(2), id(1)]))

        let edit = try await sut.removeFromWishList(id(2))

        XCTAssertEqual(edit, WishListEdit(.removed, makeProduct(id: 2), wishList: makeWishList([makeProduct(id: 1)])))
        XCTAssertEqual(try savedState(in: fileSystem).wishList, [id(1)])
    }

    func test_removeFromWishList_failsWithNotInWishListOnProductNotThere() async throws {
        let (sut, fileSystem) = try makeSUT()

        await assertThrows(.notInWishList(id(1))) { () async throws(ShopError) in try await sut.removeFromWishList(id(1)) }
        XCTAssertTrue(fileSystem.writtenPaths.isEmpty)
    }

    func test_addToWishList_isSeenBySecondStoreOnSameFile() async throws {
        let (sut, fileSystem) = try makeSUT()
        let other = JSONShopStore(catalogue: makeCatalogue([makeProduct(id: 1), makeProduct(id: 2)]), statePath: statePath, fileSystem: fileSystem)
        trackForMemoryLeaks(other)

        _ = try await sut.addToWishList(id(2))
        let wishList = try await other.loadWishList()

        XCTAssertEqual(wishList, makeWishList([makeProduct(id: 2)]))
    }

    func test_addToWishList_appliesChangeToFileChangedByAnotherProgram() async throws {
        let (sut, fileSystem) = try makeSUT()
        _ = try await sut.loadWishList()
        fileSystem.seed(try ShopStateMapper.data(from: SavedShopState(wishList: [id(2)])), atPath: statePath)

        _ = try await sut.addToWishList(id(1))

        XCTAssertEqual(try savedState(in: fileSystem).wishList, [id(2), id(1)])
    }
}
