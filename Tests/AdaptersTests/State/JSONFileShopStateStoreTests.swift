import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The state file: every change reads, changes and writes it under its lock in one atomic write, reads take no lock,
/// and a file that cannot be read is never written over.
final class JSONFileShopStateStoreTests: XCTestCase {
    func test_update_readsChangesAndWritesWhileHoldingTheLock() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()

        try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }

        XCTAssertEqual(fileSystem.journal, [.lock(statePath), .read(statePath), .write(statePath), .unlock(statePath)])
        XCTAssertEqual(try savedState(in: fileSystem).wishList.productIDs, [id(1)])
    }

    func test_update_writesNothingWhenTheChangeChangesNothing() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)))

        try await sut.update(ordersFrom: nil) { _ in }

        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_read_takesNoLock() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()

        _ = try await sut.read()

        XCTAssertEqual(fileSystem.journal, [.read(statePath)])
    }

    func test_read_failsAsDamagedNamingTheFileOnAFileThatIsNotJSON() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        fileSystem.seed(Data("{".utf8), atPath: statePath)

        await assertThrows(.damaged("\(statePath): not valid JSON: the document ends too early at line 1, column 2")) { () async throws(DataAccessError) in
            try await sut.read()
        }
    }

    func test_read_failsAsDamagedOnAReadError() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        fileSystem.failReads(with: InjectedFailure(description: "cannot read \(statePath): Permission denied"))

        await assertThrows(.damaged("cannot read \(statePath): Permission denied")) { () async throws(DataAccessError) in try await sut.read() }
    }

    func test_update_failsAsNotSavedAndWritesNothingOnLockFailure() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        fileSystem.failLocks(with: InjectedFailure(description: "cannot lock \(statePath).lock: Read-only file system"))

        await assertThrows(.notSaved("cannot lock \(statePath).lock: Read-only file system")) { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }
        }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_failsAsNotSavedAndKeepsTheFileOnWriteError() async throws {
        let saved = makeState(wishList: wished(2))
        let (sut, fileSystem) = try await makeJSONFileStore(saved: saved)
        fileSystem.failWrites(with: InjectedFailure(description: "cannot save \(statePath): No space left on device"))

        await assertThrows(.notSaved("cannot save \(statePath): No space left on device")) { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }
        }
        XCTAssertEqual(try savedState(in: fileSystem), saved)
    }

    func test_update_failsAsBusyAndWritesNothingWhenAnotherShopKeepsTheLock() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        fileSystem.failLocks(with: LockWaitTimeout(path: statePath, seconds: 30))

        await assertThrows(.busy("\(statePath) was still being saved by another Tasch after 30 seconds")) { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }
        }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_failsAsCancelledWhenCancelledWhileWaitingForTheLock() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        fileSystem.failLocks(with: CancellationError())

        await assertThrows(.cancelled) { () async throws(DataAccessError) in try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) } }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_read_refusesAFileLargerThanAStateFileCanBe_namingIt() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        fileSystem.seed(Data(count: JSONFileShopStateStore.maximumFileSize + 1), atPath: statePath)

        await assertThrows(.damaged("\(statePath): the file is larger than 64 MiB, the most Tasch reads")) { () async throws(DataAccessError) in
            try await sut.read()
        }
    }

    func test_update_refusesAStateLargerThanAReadAccepts_beforeWritingAnything() async throws {
        let size = try await savedFile(statePath, of: SavedShop(state: makeState(wishList: wished(1)))).count
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)), maximumFileSize: size + 8)
        let saved = fileSystem.files[statePath]

        await assertThrows(.notSaved("\(statePath) would be larger than \(size + 8) bytes, the most Tasch reads back")) {
            () async throws(DataAccessError) in try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 2)) }
        }
        XCTAssertEqual(fileSystem.writtenPaths, [])
        XCTAssertEqual(fileSystem.files[statePath], saved)
    }

    func test_update_writesAStateOfExactlyTheSizeAReadAccepts() async throws {
        let grown = makeState(wishList: wishList([entry(1), entry(2, priceWhenAdded: dollars(cents: 1_000))]))
        let size = try await savedFile(statePath, of: SavedShop(state: grown)).count
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)), maximumFileSize: size)

        try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 2)) }

        XCTAssertEqual(try savedState(in: fileSystem), grown)
        XCTAssertEqual(fileSystem.files[statePath]?.count, size)
    }

    func test_update_refusesAnOrderLongerThanAJournalLineMayBe_beforeWritingAnything() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)), maximumFileSize: 600)

        await assertThrows(.notSaved("\(journalPath), one order's line, would be larger than 600 bytes, the most Tasch reads back")) {
            () async throws(DataAccessError) in try await sut.place(1001, name: String(repeating: "Lamp ", count: 100))
        }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_neverOverwritesAFileDamagedMidSession() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(2)))
        _ = try await sut.read()
        let damaged = Data("{\"version\": 1, \"wishList\": [".utf8)
        fileSystem.seed(damaged, atPath: statePath)

        await assertThrows(.damaged("\(statePath): not valid JSON: the document ends too early at line 1, column 29")) { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }
        }
        XCTAssertEqual(fileSystem.files[statePath], damaged)
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_neverOverwritesAFileWhoseSoldKeysNameOneProductTwice() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        let ambiguous = Data(#"{"version": 1, "wishList": [], "ratings": {}, "orders": [], "nextOrderNumber": 1001, "sold": {"01": 3, "1": 2}}"#.utf8)
        fileSystem.seed(ambiguous, atPath: statePath)

        await assertThrows(.damaged(#"\#(statePath): sold: "01" and "1" are both product 1 at line 1, column 95"#)) { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }
        }
        XCTAssertEqual(fileSystem.files[statePath], ambiguous)
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_neverOverwritesAFileFromANewerTasch() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)))
        let newer = Data("{\"version\": 5, \"somethingNew\": true}".utf8)
        fileSystem.seed(newer, atPath: statePath)

        await assertThrows(.damaged("\(statePath): written by a newer Tasch (version 5); this one reads version 4")) {
            () async throws(DataAccessError) in try await sut.update(ordersFrom: nil) { $0.state.ratings = [:] }
        }
        XCTAssertEqual(fileSystem.files[statePath], newer)
    }

    func test_update_appliesTheChangeToAFileChangedByAnotherProgram() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        _ = try await sut.read()
        fileSystem.seed(try ShopStateMapper.data(from: makeState(wishList: wished(2)), journal: .empty(salt: "0123456789ABCDEF")), atPath: statePath)

        try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 1)) }

        XCTAssertEqual(try savedState(in: fileSystem).wishList.productIDs, [id(2), id(1)])
    }

    func test_update_keepsEveryChangeOfTwoStoresChangingOneFileAtOnce() async throws {
        let (first, fileSystem) = try await makeJSONFileStore()
        let second = JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: usd)
        trackForMemoryLeaks(second)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (store, ids) in [(first, 1...20), (second, 21...40)] {
                group.addTask {
                    for raw in ids { try await store.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: raw)) } }
                }
            }
            try await group.waitForAll()
        }

        XCTAssertEqual(Set(try savedState(in: fileSystem).wishList.productIDs), Set((1...40).map(id)))
    }

    func test_read_isSeenByASecondStoreOnTheSameFile() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()
        let other = JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: usd)
        trackForMemoryLeaks(other)

        try await sut.update(ordersFrom: nil) { try? $0.state.wishList.add(makeProduct(id: 2)) }
        let state = try await other.read()

        XCTAssertEqual(state.wishList.productIDs, [id(2)])
    }

    func test_checkState_passesOnMissingStateFile() async {
        let refusal = await startUpCheckError(InMemoryFileSystem())

        XCTAssertNil(refusal)
    }

    func test_checkState_failsWithOneLineOnNewerStateFile() async {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(#"{"version": 5}"#.utf8)])

        let refusal = await startUpCheckError(fileSystem)

        XCTAssertEqual(refusal.map { "\($0)" }, "\(statePath): written by a newer Tasch (version 5); this one reads version 4")
        XCTAssertTrue(fileSystem.writtenPaths.isEmpty)
    }
}
