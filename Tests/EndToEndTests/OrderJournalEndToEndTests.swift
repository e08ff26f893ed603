import Foundation
import XCTest

/// The order journal under real processes: two shops checking out at once on one state, a version 2 file converted on
/// the first start, and an append that never committed. A shop killed at each point of a checkout's commit is in
/// `StateFileEndToEndTests`.
final class OrderJournalEndToEndTests: EndToEndTestCase {
    private var journalPath: String { tasch.folder.appendingPathComponent("state.orders.jsonl").path }

    func test_twoShopsCheckingOutAtOnceOnOneState_loseNoOrderAndPlaceNoneTwice() throws {
        let first = try startCapturing(String(repeating: "add 9\ncheckout --yes\n", count: 8))
        let second = try startCapturing(String(repeating: "add 2\ncheckout --yes\n", count: 8))
        first.process.waitUntilExit()
        second.process.waitUntilExit()

        let receipts = try [first.output, second.output].map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        let placed = receipts.components(separatedBy: " is placed.").count - 1
        let history = try SavedHistory(statePath: statePath, context: "two shops")
        XCTAssertEqual(history.orders.count, placed, receipts)
        XCTAssertGreaterThan(placed, 1, receipts)
        for (run, errors) in [first.errors, second.errors].enumerated() {
            let lines = try String(contentsOf: errors, encoding: .utf8).split(separator: "\n")
            XCTAssertTrue(lines.allSatisfy { $0.hasSuffix("your cart is empty: add products with \"add ID\" first") }, "shop \(run): \(lines)")
        }
    }

    func test_aVersionTwoStateWithOrders_isConvertedOnTheFirstStart_keepingEveryOrder() throws {
        try Data(Self.versionTwo.utf8).write(to: URL(fileURLWithPath: statePath))

        let first = try tasch.run(["--state", statePath, "-c", "orders", "-c", "order 1001", "-c", "cart"], environment: ["TZ": "UTC"])
        let again = try tasch.run(["--state", statePath, "-c", "orders", "-c", "order 1001", "-c", "cart"], environment: ["TZ": "UTC"])

        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(again.output, first.output)
        XCTAssertTrue(first.output.hasPrefix("""
        Your orders: 2 orders
          #1002  2026-05-04 10:00  3 items   $55.50
          #1001  2026-05-03 09:22  2 items  $129.00
        """), first.output)
        XCTAssertTrue(first.output.contains("Your cart: 1 item\n  6  $189.00  Wool Throw\n"), first.output)
        let history = try SavedHistory(statePath: statePath, context: "converted")
        XCTAssertEqual(history.orders.compactMap { $0["checkoutKey"] as? String }, ["4F1C", "7A2B"])
    }

    func test_aVersionTwoStateThatCannotBeRead_isNeitherConvertedNorWrittenOver() throws {
        let damaged = Self.versionTwo.replacingOccurrences(of: #""quantity": 3"#, with: #""quantity": 0"#)
        try Data(damaged.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "-c", "add 1"])

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.errors, "tasch: \(statePath): orders[0].lines[0].quantity: 0 must be at least 1: fix it, or move it aside to start afresh; Tasch never overwrites it\n")
        XCTAssertEqual(try String(contentsOf: URL(fileURLWithPath: statePath), encoding: .utf8), damaged)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath))
    }

    func test_aTornLastLine_isNeverShown_andTheNextCheckoutCutsItOff() throws {
        XCTAssertEqual(try tasch.run(["--state", statePath, "-c", "add 9; checkout --yes", "-c", "add 2; checkout --yes"]).status, 0)
        let journal = try FileHandle(forWritingTo: URL(fileURLWithPath: journalPath))
        try journal.seekToEnd()
        try journal.write(contentsOf: Data(#"{"checkoutKey":"9B2C","currency":"USD","lines":[{"name":"Linen Cu"#.utf8))
        try journal.close()

        let shown = try tasch.run(["--state", statePath, "-c", "orders"])
        let checkedOut = try tasch.run(["--state", statePath, "-c", "add 9; checkout --yes"])

        XCTAssertEqual(shown.errors, "")
        XCTAssertTrue(shown.output.hasPrefix("Your orders: 2 orders\n"), shown.output)
        XCTAssertEqual(checkedOut.status, 0, checkedOut.errors)
        let history = try SavedHistory(statePath: statePath, context: "after the torn line")
        XCTAssertEqual(history.orders.count, 3)
        XCTAssertEqual(history.journalSize, history.committedBytes, "the torn line was cut off")
    }

    func test_aStateFileThatIsALink_keepsItsOrdersBesideTheFileItPointsTo() throws {
        let synced = tasch.folder.appendingPathComponent("synced")
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: "synced/state.json")

        let result = try tasch.run(["--state", statePath, "-c", "add 9; checkout --yes", "-c", "orders"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Your orders: 1 order\n"), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: synced.appendingPathComponent("state.orders.jsonl").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalPath))
    }

    // MARK: - Helpers

    /// Starts a shop on the state reading `input`, its output and errors to files to read once it has ended.
    private func startCapturing(_ input: String) throws -> (process: Process, output: URL, errors: URL) {
        let output = tasch.folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let shop = try tasch.start(["--state", statePath], input: input, output: output)
        return (shop.process, output, shop.errors)
    }

    /// A version 2 file, as Tasch wrote it before the journal, whose orders are not in the order of their numbers.
    private static let versionTwo = """
    {
      "version": 2,
      "wishList": [{"productID": 6, "quantity": 1, "priceWhenAdded": 18900}],
      "ratings": {"3": 4},
      "sold": {"1": 2, "9": 3},
      "orders": [
        {"number": 1002, "lines": [{"productID": 9, "name": "Cotton Tea Towels", "price": 1850, "quantity": 3}], "total": 5550,
         "currency": "USD", "placedAt": "2026-05-04T10:00:00Z", "checkoutKey": "7A2B"},
        {"number": 1001, "lines": [{"productID": 1, "name": "Market Tote", "price": 6450, "quantity": 2}], "total": 12900,
         "currency": "USD", "placedAt": "2026-05-03T09:22:11Z", "checkoutKey": "4F1C"}
      ],
      "nextOrderNumber": 1003
    }
    """
}
