import Foundation
import XCTest

/// The state document and the order journal as a test reads them back, with the rules every commit keeps checked:
/// the journal's first line names the document's salt; its committed bytes are whole lines, one order each at its
/// position, numbered 1001 on in turn, the last the document's; each order's total is its lines' and its key its own;
/// the next number is above the last; and the units sold are those the orders bought. Bytes past the committed ones are
/// an append that never committed and are not read.
struct SavedHistory {
    let document: [String: Any]
    /// The committed orders, oldest first.
    let orders: [[String: Any]]
    /// The journal's size, committed bytes and any past them.
    let journalSize: Int
    let committedBytes: Int

    init(statePath: String, context: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let documentData = try Data(contentsOf: URL(fileURLWithPath: statePath))
        document = try XCTUnwrap(try JSONSerialization.jsonObject(with: documentData) as? [String: Any], context, file: file, line: line)
        XCTAssertEqual(document["version"] as? Int, 4, context, file: file, line: line)
        let commit = try XCTUnwrap(document["orders"] as? [String: Any], context, file: file, line: line)
        committedBytes = try XCTUnwrap(commit["bytes"] as? Int, context, file: file, line: line)
        let journalPath = String(statePath.dropLast(".json".count)) + ".orders.jsonl"
        let journal = (try? Data(contentsOf: URL(fileURLWithPath: journalPath))) ?? Data()
        journalSize = journal.count
        XCTAssertGreaterThanOrEqual(journal.count, committedBytes, "\(context): committed bytes lost", file: file, line: line)
        let lines = journal.prefix(committedBytes).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        let objects = try lines.map { try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any], context, file: file, line: line) }
        if let header = objects.first {
            XCTAssertEqual(header["salt"] as? String, commit["salt"] as? String, "\(context): the journal's salt", file: file, line: line)
        }
        orders = Array(objects.dropFirst())
        XCTAssertEqual(commit["count"] as? Int, orders.count, context, file: file, line: line)
        try checkOrders(commit: commit, context: context, file: file, line: line)
    }

    private func checkOrders(commit: [String: Any], context: String, file: StaticString, line: UInt) throws {
        let numbers = orders.compactMap { $0["number"] as? Int }
        XCTAssertEqual(numbers, Array(1001..<(1001 + orders.count)), "\(context): every order once, numbered in turn", file: file, line: line)
        XCTAssertEqual(orders.compactMap { $0["position"] as? Int }, Array(0..<orders.count), context, file: file, line: line)
        XCTAssertEqual(commit["lastNumber"] as? Int, numbers.last, context, file: file, line: line)
        XCTAssertEqual(document["nextOrderNumber"] as? Int, 1001 + orders.count, context, file: file, line: line)
        XCTAssertEqual(Set(orders.compactMap { $0["checkoutKey"] as? String }).count, orders.count, "\(context): a key of its own each", file: file, line: line)
        var bought: [String: Int] = [:]
        for order in orders {
            let lines = try XCTUnwrap(order["lines"] as? [[String: Any]], context, file: file, line: line).map { $0.compactMapValues { $0 as? Int } }
            XCTAssertEqual(order["total"] as? Int, lines.reduce(0) { $0 + ($1["price"] ?? 0) * ($1["quantity"] ?? 0) }, context, file: file, line: line)
            for item in lines { bought[String(item["productID"] ?? 0), default: 0] += item["quantity"] ?? 0 }
        }
        XCTAssertEqual(document["sold"] as? [String: Int] ?? [:], bought, "\(context): the units sold are those the orders bought", file: file, line: line)
    }
}
