@testable import Adapters
import Foundation
import TaschTestSupport
import XCTest

/// Journals damaged in ways that only a page can find, as the fuzzer found them (Tests/Fuzz/Corpus/order-journal/finding-*).
final class OrderJournalDamageTests: XCTestCase {
    private let path = "/state/state.orders.jsonl"

    func test_theNewestPage_isRefused_whenALineFollowsTheLastCommittedPosition() throws {
        // The fuzzer's input: the order the document names last (#1002) shares position 0 with #1001, which the newest
        // page found first and showed in its place.
        let journal = """
        {"journal":"Tasch orders","salt":"DCBCC8F76079A501","version":3}
        {"ch0ckKey":"6A203F7C-3BAC-475D-B2C2-58B3C5B0AA6E","currency":"USD","lines":[{"name":"Market Tote","price":6450,"productID":1,"quantity":1},{"name":"Wool Throw","price":18900,"productID":6,"quantity":1}],"number":1001,"placedAt":"2026-11-26T16:05:35Z","position":0,"total":25350}
        {"checkoutKey":"686B19FE-302C-414B-BC3E-1591A665AAAF","currency":"USD","lines":[{"name":"Oak Serving Board","price":2499,"productID":3,"quantity":1}],"number":1002,"placedAtdAt":"2026-11-26T16:05:35Z","position":0,"total":2499}

        """
        let sut = try XCTUnwrap(makeSUT(journal, count: 1, lastNumber: 1002))

        XCTAssertThrowsError(try sut.orders(at: 0..<1)) { error in
            XCTAssertEqual(error as? ShopStateFileError, ShopStateFileError("\(path), the line at byte 65: it is at position 0, the last committed, yet lines follow it"))
        }
        XCTAssertThrowsError(try sut.orders(numberedFrom: 1001))
    }

    func test_aPage_isRefusedByTheOrderNumbersRule_whenAnOrdersNumberIsNotAboveTheOneBeforeIt() throws {
        let journal = """
        {"journal":"Tasch orders","salt":"DCBCC8F76079A501","version":3}
        {"lines":[],"number":1002,"position":0,"total":0}
        {"lines":[],"number":1001,"position":1,"total":0}

        """
        let sut = try XCTUnwrap(makeSUT(journal, count: 2, lastNumber: 1001))

        XCTAssertThrowsError(try sut.orders(at: 0..<2)) { error in
            XCTAssertEqual(
                error as? ShopStateFileError,
                ShopStateFileError("\(path), the line at byte 115: order #1001 is not above #1002, the last order placed: order numbers ascend")
            )
        }
    }

    private func makeSUT(_ journal: String, count: Int, lastNumber: Int) throws -> OrderJournal? {
        let files = InMemoryFileSystem(files: [path: Data(journal.utf8)])
        let salt = "DCBCC8F76079A501"
        return try OrderJournal.open(
            atPath: path, commit: JournalCommit(salt: salt, bytes: journal.utf8.count, count: count, lastNumber: lastNumber),
            fileSystem: files, currency: .usDollar, maximumLineSize: 1 << 20
        )
    }
}
