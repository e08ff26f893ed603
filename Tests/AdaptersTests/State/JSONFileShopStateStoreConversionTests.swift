import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// A state file of an earlier version (1 or 2, every order inside it) is read as it is and converted to this version's
/// document and journal by the start-up check, or by the first change; one that cannot be read is never written over.
/// A version 3 file, whose orders are in the journal already, is read as it is and written in this version by its
/// first change, as every change writes the document.
final class JSONFileShopStateStoreConversionTests: XCTestCase {
    func test_read_answersFromAnEarlierVersionsFile_writingNothing() async throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        let sut = makeSUT(fileSystem)

        let state = try await sut.read()
        let orders = try await sut.orders(0..<20)
        let one = try await sut.order(numbered: 1000)

        XCTAssertEqual(state, makeState(wishList: wished(6), sold: [id(1): 3], nextOrderNumber: 1003))
        XCTAssertEqual(orders.orders.map(\.number), [1002, 1001, 1000])
        XCTAssertEqual(one?.total, dollars(cents: 0))
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_checkState_convertsAnEarlierVersionsFile_keepingEveryOrderInAscendingNumbers() async throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        let before = try await makeSUT(fileSystem).orders(0..<20)

        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)

        let sut = makeSUT(fileSystem)
        let after = try await sut.orders(0..<20)
        let state = try await sut.read()
        XCTAssertEqual(after, before)
        XCTAssertEqual(state, makeState(wishList: wished(6), sold: [id(1): 3], nextOrderNumber: 1003))
        XCTAssertEqual(fileSystem.journal.filter { $0 == .lock(statePath) }.count, 1)
        let commit = try XCTUnwrap(try savedDocument(in: fileSystem).commit)
        XCTAssertEqual([commit.count, commit.lastNumber], [3, 1002])
        let numbers = try XCTUnwrap(savedJournal(in: fileSystem)).split(separator: "\n").dropFirst().map { $0.contains("\"number\":1000,") }
        XCTAssertEqual(numbers, [true, false, false], "the oldest number first")
    }

    func test_checkState_leavesAnEarlierFileWithoutOrdersToTheFirstChange() async throws {
        let versionOne = Data(#"{"version": 1, "wishList": [3], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#.utf8)
        let fileSystem = InMemoryFileSystem(files: [statePath: versionOne])

        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)

        XCTAssertEqual(fileSystem.files, [statePath: versionOne])
    }

    func test_aVersionThreeFile_isReadAsItIs_andWrittenInThisVersionByTheFirstChange_appendingToItsJournal() async throws {
        let written = try await savedFiles(history([1001]))
        let commit = try XCTUnwrap(try ShopStateMapper.map(try XCTUnwrap(written[statePath]), currency: usd).commit)
        let versionThree = #"{"version": 3, "wishList": [], "ratings": {}, "sold": {}, "nextOrderNumber": 1002, "orders": "#
            + #"{"salt": "\#(commit.salt)", "bytes": \#(commit.bytes), "count": 1, "lastNumber": 1001}}"#
        let journal = try XCTUnwrap(written[journalPath])
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(versionThree.utf8), journalPath: journal])
        let sut = makeSUT(fileSystem)
        let paid = try ShopState(giftCardsPaid: ["A": dollars(cents: 2_700)], nextOrderNumber: 1003)
        let placed = try Order(
            number: 1002, lines: journalOrder(1002).lines, total: dollars(cents: 2_700), payments: [Payment(kind: .giftCard, reference: "A", amount: dollars(cents: 2_700))]
        )

        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)
        let before = try await sut.read()
        try await sut.update(ordersFrom: nil) { $0.state = paid; $0.place(placed) }
        let orders = try await sut.orders(0..<20)

        XCTAssertEqual(before, makeState(nextOrderNumber: 1002), "no card has paid anything")
        XCTAssertTrue(String(decoding: try XCTUnwrap(fileSystem.files[statePath]), as: UTF8.self).contains(#""version" : 4"#))
        XCTAssertEqual(try savedState(in: fileSystem), paid)
        XCTAssertTrue(try XCTUnwrap(fileSystem.files[journalPath]).starts(with: journal), "the journal is appended to as it is")
        XCTAssertEqual(orders, OrderSlice(orders: [placed, journalOrder(1001)], count: 2))
    }

    func test_checkState_leavesAFileOfThisVersionAsItIs() async throws {
        let fileSystem = InMemoryFileSystem(files: try await savedFiles(history([1001])))

        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)

        XCTAssertEqual(fileSystem.writtenPaths, [])
        XCTAssertFalse(fileSystem.journal.contains(.lock(statePath)))
    }

    func test_update_convertsAnEarlierVersionsFile_withTheChange() async throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        let sut = makeSUT(fileSystem)

        try await sut.place(1003)

        let orders = try await sut.orders(0..<20)
        XCTAssertEqual(orders.orders.map(\.number), [1003, 1002, 1001, 1000])
        XCTAssertEqual(try savedDocument(in: fileSystem).commit?.count, 4)
    }

    func test_update_thatChangesNothing_convertsNothing() async throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])

        try await makeSUT(fileSystem).update(ordersFrom: 1001) { _ in }

        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_ofAnEarlierVersionsFile_handsOverItsRecentOrders() async throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])

        let recent = try await makeSUT(fileSystem).update(ordersFrom: 1001) { $0.recentOrders.map(\.number) }

        XCTAssertEqual(recent.value, [1002, 1001])
    }

    func test_checkState_neverConvertsOrWritesOverAnEarlierFileThatCannotBeRead() async throws {
        let damaged = Self.versionTwo.replacingOccurrences(of: #""quantity": 3"#, with: #""quantity": 0"#)
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(damaged.utf8)])

        let refusal = await startUpCheckError(fileSystem)

        XCTAssertEqual(refusal.map { "\($0)" }, "\(statePath): orders[2].lines[0].quantity: 0 must be at least 1")
        XCTAssertEqual(fileSystem.writtenPaths, [])
        XCTAssertEqual(fileSystem.files, [statePath: Data(damaged.utf8)])
    }

    func test_checkState_redoesAConversionKilledBeforeItsCommit() async throws {
        let converted = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: converted, currency: usd)
        let halfAJournal = try XCTUnwrap(converted.files[journalPath]).prefix(300)
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8), journalPath: halfAJournal])

        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)

        XCTAssertEqual(fileSystem.files, converted.files)
    }

    func test_checkState_neverConvertsOverTheJournalOfAnotherState() async throws {
        let other = try await savedFile(journalPath, of: history([1001]))
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8), journalPath: other])

        let refusal = await startUpCheckError(fileSystem)

        XCTAssertTrue(refusal.map { "\($0)" }?.hasSuffix("it is the journal of another state") == true, "\(String(describing: refusal))")
        XCTAssertEqual(fileSystem.files, [statePath: Data(Self.versionTwo.utf8), journalPath: other])
    }

    func test_checkState_leavesAConversionThatCannotBeSavedNowToTheFirstChange_sayingSo() async throws {
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        fileSystem.failLocks(with: LockWaitTimeout(path: statePath, seconds: 30))

        let warning = try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)

        XCTAssertEqual(
            warning,
            "\(statePath) could not be converted to version 4 now: \(statePath) was still being saved by another Tasch after 30 seconds; "
                + "it is read as it is, and converted by the first change saved"
        )
        XCTAssertEqual(fileSystem.files, [statePath: Data(Self.versionTwo.utf8)])
    }

    func test_checkState_saysAConversionInPlaceWhoseFolderCannotBeSyncedIsNotYetSafe() async throws {
        let clean = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: clean, currency: usd)
        let fileSystem = InMemoryFileSystem(files: [statePath: Data(Self.versionTwo.utf8)])
        fileSystem.failStep(clean.steps.count, because: "Input/output error")

        let warning = try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)

        XCTAssertEqual(fileSystem.steps.last, .sync("/home/shopper/.tasch"), "the last step: the folder's sync after the rename")
        XCTAssertEqual(
            warning,
            "\(statePath) is converted to version 4, but not yet safe on disk: the folder of \(statePath) could not be synced (Input/output error)"
        )
        XCTAssertEqual(fileSystem.files, clean.files, "converted all the same")
    }

    // MARK: - Helpers

    private func makeSUT(_ fileSystem: InMemoryFileSystem, file: StaticString = #filePath, line: UInt = #line) -> JSONFileShopStateStore {
        let sut = JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: usd)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    /// A version 2 file whose orders are not in the order of their numbers; three orders, 1000 to 1002.
    static let versionTwo = """
    {
      "version": 2,
      "wishList": [{"productID": 6, "quantity": 1}],
      "ratings": {},
      "sold": {"1": 3},
      "orders": [
        {"number": 1001, "lines": [{"productID": 1, "name": "Tote", "price": 6450, "quantity": 2}], "total": 12900,
         "currency": "USD", "placedAt": "2026-05-03T09:22:11Z", "checkoutKey": "4F1C"},
        {"number": 1000, "lines": [], "total": 0},
        {"number": 1002, "lines": [{"productID": 1, "name": "Tote", "price": 6450, "quantity": 3}], "total": 19350,
         "currency": "USD", "placedAt": "2026-05-04T10:00:00Z", "checkoutKey": "7A2B"}
      ],
      "nextOrderNumber": 1003
    }
    """
}
