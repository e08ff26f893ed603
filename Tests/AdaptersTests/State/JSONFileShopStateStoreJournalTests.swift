import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The order journal beside the state document: a checkout appends its order and then commits it in the document; a
/// reader reads only the committed bytes; the next append cuts off what never committed.
final class JSONFileShopStateStoreJournalTests: XCTestCase {
    func test_update_placingAnOrder_appendsItToTheJournalBeforeTheDocumentCommitsIt() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(2)))

        try await sut.place(1001)

        XCTAssertEqual(fileSystem.journal, [.lock(statePath), .read(statePath), .read(journalPath), .append(journalPath), .write(statePath), .unlock(statePath)])
        let salt = try commit(in: fileSystem).salt
        let journal = """
        {"journal":"Tasch orders","salt":"\(salt)","version":3}
        {"checkoutKey":"key-1001","currency":"USD","lines":[{"name":"Lamp","price":900,"productID":2,"quantity":3}],"number":1001,"placedAt":"2026-05-03T09:22:11Z","position":0,"total":2700}

        """
        XCTAssertEqual(savedJournal(in: fileSystem), journal)
        XCTAssertEqual(try commit(in: fileSystem), JournalCommit(salt: salt, bytes: journal.utf8.count, count: 1, lastNumber: 1001))
    }

    func test_update_placingAnOrderPartlyPaidByAGiftCard_writesTheCardsPartOnItsLine_andWhatTheCardPaidInTheDocument() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(2)))
        let placed = try Order(
            number: 1001, lines: journalOrder(1001).lines, total: dollars(cents: 2_700), placedAt: Timestamp(secondsSince1970: 1_777_800_131),
            checkoutKey: "key-1001", payments: [Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 2_000))]
        )
        let state = try ShopState(giftCardsPaid: ["WINTER7KQ2": dollars(cents: 2_000)], nextOrderNumber: 1002)

        try await sut.update(ordersFrom: nil) { $0.state = state; $0.place(placed) }

        let salt = try commit(in: fileSystem).salt
        XCTAssertEqual(savedJournal(in: fileSystem), """
        {"journal":"Tasch orders","salt":"\(salt)","version":3}
        {"checkoutKey":"key-1001","currency":"USD","giftCard":{"amount":2000,"ending":"7KQ2"},"lines":[{"name":"Lamp","price":900,"productID":2,"quantity":3}],"number":1001,"placedAt":"2026-05-03T09:22:11Z","position":0,"total":2700}

        """)
        XCTAssertEqual(try savedState(in: fileSystem), state)
        let one = try await sut.order(numbered: 1001)
        XCTAssertEqual(one, placed)
    }

    func test_update_placingTheFirstOrderOfAShopWithNoDocument_writesTheDocumentBeforeTheJournal() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore()

        try await sut.place(1001)

        XCTAssertEqual(
            fileSystem.journal,
            [.lock(statePath), .read(statePath), .read(journalPath), .write(statePath), .append(journalPath), .write(statePath), .unlock(statePath)]
        )
        let orders = try await sut.orders(0..<20)
        XCTAssertEqual(orders, OrderSlice(orders: [journalOrder(1001)], count: 1))
    }

    func test_orders_takeNoLock_readingTheDocumentThenTheJournal() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002, 1003]))

        _ = try await sut.orders(0..<2)
        _ = try await sut.order(numbered: 1002)

        XCTAssertEqual(fileSystem.journal, [.read(statePath), .read(journalPath), .read(statePath), .read(journalPath)])
    }

    func test_orders_readOnlyTheCommittedBytes_notAnAppendThatNeverCommitted() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002]))
        let uncommitted = try await linesOfAnotherStore(placing: 1003).split(separator: "\n")[1] + "\n{\"checkoutKey\":\"half"
        fileSystem.edit(atPath: journalPath) { $0 += Data(uncommitted.utf8) }

        let orders = try await sut.orders(0..<20)
        let third = try await sut.order(numbered: 1003)
        let since = try await sut.orders(numberedFrom: 1002)

        XCTAssertEqual(orders, OrderSlice(orders: [journalOrder(1002), journalOrder(1001)], count: 2))
        XCTAssertNil(third)
        XCTAssertEqual(since, [journalOrder(1002)])
    }

    func test_update_cutsOffAnAppendThatNeverCommitted_andAppendsAfterTheCommittedBytes() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002]))
        let committed = try XCTUnwrap(savedJournal(in: fileSystem))
        fileSystem.edit(atPath: journalPath) { $0 += Data("{\"checkoutKey\":\"half a li".utf8) }

        try await sut.place(1003)

        let journal = try XCTUnwrap(savedJournal(in: fileSystem))
        XCTAssertTrue(journal.hasPrefix(committed), journal)
        XCTAssertEqual(journal.dropFirst(committed.count).filter { $0 == "\n" }.count, 1, journal)
        XCTAssertTrue(journal.hasSuffix(#""number":1003,"placedAt":"2026-05-03T09:22:11Z","position":2,"total":2700}"# + "\n"), journal)
        let orders = try await sut.orders(0..<20)
        XCTAssertEqual(orders.orders.map(\.number), [1003, 1002, 1001])
    }

    func test_aJournalShorterThanItsCommit_isRefusedAsDamaged_andNeverWrittenOver() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002]))
        let bytes = try commit(in: fileSystem).bytes
        fileSystem.edit(atPath: journalPath) { $0.removeLast(10) }
        let files = fileSystem.files
        let damage = DataAccessError.damaged("\(journalPath): ends before the \(bytes) bytes committed do")

        await assertThrows(damage) { () async throws(DataAccessError) in try await sut.orders(0..<20) }
        await assertThrows(damage) { () async throws(DataAccessError) in try await sut.update(ordersFrom: nil) { $0.state.wishList = wished(1) } }
        XCTAssertEqual(fileSystem.files, files)
    }

    func test_theJournalOfAnotherState_isRefusedAsDamaged() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001]))
        let salt = try commit(in: fileSystem).salt
        let other = try await savedFiles(history([1001]))
        fileSystem.seed(try XCTUnwrap(other[journalPath]), atPath: journalPath)
        let otherSalt = try XCTUnwrap(ShopStateMapper.map(try XCTUnwrap(other[statePath]), currency: usd).commit).salt

        await assertThrows(.damaged("\(journalPath): its salt \(otherSalt) is not the state's, \(salt): it is the journal of another state")) {
            () async throws(DataAccessError) in try await sut.order(numbered: 1001)
        }
    }

    func test_aJournalWithoutItsDocument_isRefusedAsDamaged_andNeverWrittenOver() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001]))
        fileSystem.removeFile(atPath: statePath)
        let journal = savedJournal(in: fileSystem)
        let damage = DataAccessError.damaged("\(statePath): missing, yet \(journalPath) holds orders: put the state back beside them")

        await assertThrows(damage) { () async throws(DataAccessError) in try await sut.read() }
        await assertThrows(damage) { () async throws(DataAccessError) in try await sut.place(1001) }
        XCTAssertEqual(savedJournal(in: fileSystem), journal)
        XCTAssertNil(fileSystem.files[statePath])
    }

    func test_aJournalWhoseLastCommittedOrderIsNotTheDocumentsLast_isRefusedAsDamaged() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002]))
        fileSystem.edit(atPath: journalPath) { $0 = Data(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\"number\":1002", with: "\"number\":1009").utf8) }

        await assertThrows(.damaged("\(journalPath), the line at byte \(try lineStart(2, in: fileSystem)): the state's last order is #1002 at position 1, but this is #1009 at position 1")) {
            () async throws(DataAccessError) in try await sut.orders(0..<20)
        }
    }

    func test_aJournalOfANewerTasch_isRefused() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001]))
        fileSystem.edit(atPath: journalPath) { $0 = Data(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\"version\":3", with: "\"version\":4").utf8) }

        await assertThrows(.damaged("\(journalPath), the line at byte 0: written by a newer Tasch (version 4); this one reads version 3")) {
            () async throws(DataAccessError) in try await sut.orders(0..<20)
        }
    }

    func test_aDamagedOrderLine_isRefusedNamingTheJournalTheLineAndTheField() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002, 1003]))
        fileSystem.edit(atPath: journalPath) { data in
            let text = String(decoding: data, as: UTF8.self)
            let first = try! XCTUnwrap(text.range(of: "\"quantity\":3"))
            data = Data(text.replacingCharacters(in: first, with: "\"quantity\":0").utf8)
        }

        await assertThrows(.damaged("\(journalPath), the line at byte \(try lineStart(1, in: fileSystem)): lines[0].quantity: 0 must be at least 1")) {
            () async throws(DataAccessError) in try await sut.orders(0..<20)
        }
    }

    func test_update_whoseDocumentCannotBeWritten_leavesStateAndOrdersAsTheyWere_andCutsTheAppendOff() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001]))
        let files = fileSystem.files
        fileSystem.failWrites(with: InjectedFailure(description: "cannot save \(statePath): No space left on device"), toPath: statePath)

        await assertThrows(.notSaved("cannot save \(statePath): No space left on device")) { () async throws(DataAccessError) in
            try await sut.place(1002)
        }
        let orders = try await sut.orders(0..<20)
        XCTAssertEqual(orders, OrderSlice(orders: [journalOrder(1001)], count: 1))
        XCTAssertEqual(fileSystem.files, files)
    }

    func test_update_whoseAppendFails_changesNothing() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001], wishList: wished(2)))
        let files = fileSystem.files
        fileSystem.failWrites(with: InjectedFailure(description: "cannot save \(journalPath): Read-only file system"), toPath: journalPath)

        await assertThrows(.notSaved("cannot save \(journalPath): Read-only file system")) { () async throws(DataAccessError) in
            try await sut.place(1002)
        }
        XCTAssertEqual(fileSystem.files, files)
    }

    func test_update_placingAnOrderNumberedAtOrBelowTheLast_isRefusedBeforeWritingAnything() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: history([1001, 1002]))

        await assertThrows(.notSaved("order #1002 is not above #1002, the last order placed: order numbers ascend")) { () async throws(DataAccessError) in
            try await sut.place(1002)
        }
        XCTAssertEqual(fileSystem.writtenPaths, [])
    }

    func test_update_startsTheJournalOverAFirstAppendThatNeverCommitted() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)))
        fileSystem.seed(Data("{\"journal\":\"Tasch ord".utf8), atPath: journalPath)

        try await sut.place(1001)

        let orders = try await sut.orders(0..<20)
        XCTAssertEqual(orders, OrderSlice(orders: [journalOrder(1001)], count: 1))
        XCTAssertEqual(savedJournal(in: fileSystem)?.filter { $0 == "\n" }.count, 2)
    }

    func test_update_neverStartsAJournalOverAnotherStatesJournal() async throws {
        let (sut, fileSystem) = try await makeJSONFileStore(saved: makeState(wishList: wished(1)))
        let other = try await savedFile(journalPath, of: history([1001, 1002]))
        fileSystem.seed(other, atPath: journalPath)

        await assertThrows(.damaged("\(journalPath): its salt \(try salt(of: other)) is not the state's, \(try commit(in: fileSystem).salt): it is the journal of another state")) {
            () async throws(DataAccessError) in try await sut.place(1001)
        }
        XCTAssertEqual(fileSystem.files[journalPath], other)
    }

    // MARK: - Helpers

    private func commit(in fileSystem: InMemoryFileSystem) throws -> JournalCommit {
        try XCTUnwrap(try savedDocument(in: fileSystem).commit, "not a version 3 document")
    }

    /// Where line `index` (0 is the journal's first line) starts in the journal.
    private func lineStart(_ index: Int, in fileSystem: InMemoryFileSystem) throws -> Int {
        try XCTUnwrap(savedJournal(in: fileSystem)).split(separator: "\n").prefix(index).reduce(0) { $0 + $1.utf8.count + 1 }
    }

    /// The journal another store writes when it places order `number`, as text.
    private func linesOfAnotherStore(placing number: Int) async throws -> String {
        String(decoding: try await savedFile(journalPath, of: history([number])), as: UTF8.self)
    }

    /// The salt on the first line of `journal`.
    private func salt(of journal: Data) throws -> String {
        let header = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(journal.split(separator: 0x0A)[0])) as? [String: Any])
        return try XCTUnwrap(header["salt"] as? String)
    }
}

extension SavedDocument {
    /// The journal's commit record of a version 3 document; nil for an earlier one.
    var commit: JournalCommit? {
        guard case let .current(_, commit) = self else { return nil }
        return commit
    }
}
