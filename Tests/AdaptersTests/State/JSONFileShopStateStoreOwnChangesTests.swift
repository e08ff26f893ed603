import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// A shop's own changes take turns before the file's lock: only one of them waits for the lock at a time, so that a
/// burst of changes never makes the shop wait on itself as if another Tasch held the file, and each is saved in turn.
final class JSONFileShopStateStoreOwnChangesTests: XCTestCase {
    func test_changesOfOneShop_waitForTheLockOneAtATime_andAreSavedInTurn() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        let letGo = try XCTUnwrap(fileSystem.holdLock(forPath: statePath), "another program holds the lock")

        let changes = (1...3).map { number in
            Task { try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: number)) } }
        }
        while fileSystem.waiterCount(forLockOf: statePath) == 0 { await Task.yield() }
        for _ in 0..<50 { await Task.yield() }

        XCTAssertEqual(fileSystem.waiterCount(forLockOf: statePath), 1, "the shop's other changes wait for their turn in the shop")
        letGo()
        for change in changes { _ = try await change.value }
        let wished = try await sut.read().wishList.productIDs
        XCTAssertEqual(Set(wished), [id(1), id(2), id(3)])
    }

    func test_aChangeCancelledWhileWaitingForItsTurn_isCancelled_andTheNextOneGoesOn() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        let letGo = try XCTUnwrap(fileSystem.holdLock(forPath: statePath))
        let first = Task { try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) } }
        while fileSystem.waiterCount(forLockOf: statePath) == 0 { await Task.yield() }
        let second = Task { try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 2)) } }
        let third = Task { try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 3)) } }
        for _ in 0..<50 { await Task.yield() }

        second.cancel()
        letGo()

        do {
            _ = try await second.value
            XCTFail("the change cancelled while it waited went on")
        } catch {
            XCTAssertEqual(error as? DataAccessError, .cancelled)
        }
        _ = try await first.value
        _ = try await third.value
        let wished = try await sut.read().wishList.productIDs
        XCTAssertEqual(wished, [id(1), id(3)])
    }
}
