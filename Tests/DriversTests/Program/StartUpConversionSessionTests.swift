import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// A state file of an earlier version that holds orders is converted before the first prompt, under the lock: the
/// start waits for another shop's lock as a change does, and when the lock stays held, or the conversion cannot be
/// saved, it starts on the earlier file as it was, leaving the conversion to the first change, and says so.
@MainActor
final class StartUpConversionSessionTests: XCTestCase {
    func test_start_waitsForAnotherShopsLockThenConvertsAnEarlierFileKeepingEveryOrder() async throws {
        let files = ShopSession.makeFiles()
        files.seed(Self.versionTwo, atPath: "/state.json")
        let letGo = try XCTUnwrap(files.holdLock(forPath: "/state.json"), "the lock was free")
        files.waitForLocks(pausing: letGo, givingUpAfter: 1)

        let session = await ShopSession.run(["orders"], files: files)

        XCTAssertEqual(session.status, 0, session.console.errors)
        XCTAssertTrue(session.console.output.hasPrefix("Your orders: 2 orders\n"), session.console.output)
        XCTAssertTrue(try isOfThisVersion(files), "converted once the lock was let go")
        XCTAssertNotNil(files.files["/state.orders.jsonl"])
    }

    func test_start_whoseLockAnotherShopKeeps_opensTheEarlierFileAsItIsAndSaysItLeavesTheConversion() async throws {
        let files = ShopSession.makeFiles()
        files.seed(Self.versionTwo, atPath: "/state.json")
        let letGo = try XCTUnwrap(files.holdLock(forPath: "/state.json"), "the lock was free")
        defer { letGo() }
        files.waitForLocks(pausing: {}, givingUpAfter: 3)

        let session = await ShopSession.run(["orders"], files: files)

        XCTAssertEqual(session.status, 0, session.console.errors)
        XCTAssertEqual(session.console.errors, """
        tasch: /state.json could not be converted to version 4 now: /state.json was still being saved by another Tasch \
        after 30 seconds; it is read as it is, and converted by the first change saved

        """)
        XCTAssertTrue(session.console.output.hasPrefix("Your orders: 2 orders\n"), session.console.output)
        XCTAssertEqual(files.files["/state.json"], Self.versionTwo, "left to the first change")
        XCTAssertNil(files.files["/state.orders.jsonl"])
    }

    func test_start_whoseConversionCannotBeSaved_opensTheEarlierFileAsItWasAndSaysSo() async throws {
        let files = ShopSession.makeFiles()
        files.seed(Self.versionTwo, atPath: "/state.json")
        files.failSteps(because: "Input/output error") { $0 == .sync("/") }

        let session = await ShopSession.run(["wish", "orders"], files: files)

        XCTAssertEqual(session.status, 0, session.console.errors)
        XCTAssertEqual(session.console.errors, """
        tasch: /state.json could not be converted to version 4 now: cannot save /state.orders.jsonl: Input/output error; it is \
        read as it is, and converted by the first change saved

        """)
        XCTAssertTrue(session.console.output.contains("Your orders: 2 orders\n"), session.console.output)
        XCTAssertEqual(files.files["/state.json"], Self.versionTwo, "the only copy of the orders is as it was")
    }

    // MARK: - Helpers

    private func isOfThisVersion(_ files: InMemoryFileSystem) throws -> Bool {
        let document = try ShopStateMapper.map(try XCTUnwrap(files.files["/state.json"]), currency: usd)
        if case .current = document { return true }
        return false
    }

    /// A version 2 file, as Tasch wrote it before the order journal, with two orders.
    private static let versionTwo = Data(#"""
    {"version": 2, "wishList": [], "ratings": {}, "sold": {"1": 3},
     "orders": [{"number": 1001, "lines": [{"productID": 1, "name": "Heron Tote", "price": 6450, "quantity": 1}], "total": 6450},
                {"number": 1002, "lines": [{"productID": 1, "name": "Heron Tote", "price": 6450, "quantity": 2}], "total": 12900}],
     "nextOrderNumber": 1003}
    """#.utf8)
}
