import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Every change reads, changes and writes the state file under its lock, and never writes over a file it cannot read.
final class LockStateFileTests: XCTestCase {
    func test_addToWishList_readsChangesAndWritesWhileHoldingTheLock() async throws {
        let (sut, fileSystem) = try makeSUT()

        _ = try await sut.addToWishList(id(1))

        XCTAssertEqual(fileSystem.journal, [.lock(statePath), .read(statePath), .write(statePath), .unlock(statePath)])
    }

    func test_removeFromWishList_readsChangesAndWritesWhileHoldingTheLock() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(1)]))

        _ = try await sut.removeFromWishList(id(1))

        XCTAssertEqual(fileSystem.journal, [.lock(statePath), .read(statePath), .write(statePath), .unlock(statePath)])
    }

    func test_rate_readsChangesAndWritesWhileHoldingTheLock() async throws {
        let (sut, fileSystem) = try makeSUT()

        _ = try await sut.rate(id(1), as: try rating(4))

        XCTAssertEqual(fileSystem.journal, [.lock(statePath), .read(statePath), .write(statePath), .unlock(statePath)])
    }

    func test_placeOrder_readsChangesAndWritesWhileHoldingTheLock() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(1)]))
        let cart = try await sut.loadCart()

        _ = try await sut.placeOrder(for: cart)

        XCTAssertEqual(fileSystem.journal, [.read(statePath), .lock(statePath), .read(statePath), .write(statePath), .unlock(statePath)])
    }

    func test_loadWishList_readsWithoutTakingTheLock() async throws {
        let (sut, fileSystem) = try makeSUT()

        _ = try await sut.loadWishList()

        XCTAssertEqual(fileSystem.journal, [.read(statePath)])
    }

    func test_addToWishList_failsWithNotSavedAndWritesNothingOnLockFailure() async throws {
        let (sut, fileSystem) = try makeSUT()
        fileSystem.failLocks(with: InjectedFailure(description: "cannot lock \(statePath).lock: Read-only file system"))

        await assertThrows(.notSaved("cannot lock \(statePath).lock: Read-only file system")) { () async throws(ShopError) in
            try await sut.addToWishList(id(1))
        }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_addToWishList_neverOverwritesAFileDamagedMidSession() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(2)]))
        _ = try await sut.loadWishList()
        let damaged = Data("{\"version\": 1, \"wishList\": [".utf8)
        fileSystem.seed(damaged, atPath: statePath)

        await assertThrows(.unreadableData("\(statePath): not valid JSON: the document ends too early at line 1, column 29")) { () async throws(ShopError) in
            try await sut.addToWishList(id(1))
        }
        XCTAssertEqual(fileSystem.files[statePath], damaged)
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_addToWishList_neverOverwritesAFileWhoseSoldKeysNameOneProductTwice() async throws {
        let (sut, fileSystem) = try makeSUT()
        let ambiguous = Data(#"{"version": 1, "wishList": [], "ratings": {}, "orders": [], "nextOrderNumber": 1001, "sold": {"01": 3, "1": 2}}"#.utf8)
        fileSystem.seed(ambiguous, atPath: statePath)

        await assertThrows(.unreadableData(#"\#(statePath): sold: "01" and "1" are both product 1 at line 1, column 95"#)) { () async throws(ShopError) in
            try await sut.addToWishList(id(1))
        }
        XCTAssertEqual(fileSystem.files[statePath], ambiguous)
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_placeOrder_neverOverwritesAFileFromANewerTasch() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(wishList: [id(1)]))
        let cart = try await sut.loadCart()
        let newer = Data("{\"version\": 2, \"somethingNew\": true}".utf8)
        fileSystem.seed(newer, atPath: statePath)

        await assertThrows(.unreadableData("\(statePath): written by a newer Tasch (version 2); this one reads version 1")) {
            () async throws(ShopError) in try await sut.placeOrder(for: cart)
        }
        XCTAssertEqual(fileSystem.files[statePath], newer)
    }

    func test_addToWishList_keepsEveryChangeOfTwoStoresAddingAtOnce() async throws {
        let products = (1...40).map { makeProduct(id: $0) }
        let (first, fileSystem) = try makeSUT(products: products)
        let second = JSONShopStore(catalogue: makeCatalogue(products), statePath: statePath, fileSystem: fileSystem)
        trackForMemoryLeaks(second)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (store, ids) in [(first, 1...20), (second, 21...40)] {
                group.addTask {
                    for raw in ids { _ = try await store.addToWishList(id(raw)) }
                }
            }
            try await group.waitForAll()
        }

        XCTAssertEqual(Set(try savedState(in: fileSystem).wishList), Set((1...40).map(id)))
    }
}
