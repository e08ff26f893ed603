import Foundation
import XCTest

/// The built binary looking back at orders: the list, one receipt again, their JSON, and orders from a state file
/// written before times were kept.
final class OrderHistoryEndToEndTests: EndToEndTestCase {
    func test_orders_listsNewestFirstWithTheLocalTimeOfEach() throws {
        let before = Self.minute(Date())
        let result = try tasch.run(["--state", statePath, "-c", "add 6; qty 6 2; add 1; checkout --yes", "-c", "add 3; checkout --yes", "-c", "orders"], environment: ["TZ": "UTC"])
        let after = Self.minute(Date())

        XCTAssertEqual(result.status, 0, result.errors)
        let time = try Regex(#"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"#)
        XCTAssertTrue(result.output.replacing(time, with: "TIME").hasSuffix("""
        Your orders: 2 orders
          #1002  TIME   1 item   $24.99
          #1001  TIME  3 items  $442.50
        Type "order N" to see an order's receipt again.


        """), result.output)
        // Each is the time the order was placed, so it lies between the minute the run began and the one it ended in,
        // however long the run took.
        let listing = result.output.components(separatedBy: "Your orders:").last ?? ""
        let times = listing.matches(of: time).map { String($0.output[0].substring ?? "") }
        XCTAssertEqual(times.count, 2, result.output)
        XCTAssertTrue(times.allSatisfy { (before...after).contains($0) }, "\(times) not within \(before) to \(after)")
    }

    func test_order_showsTheReceiptAgain() throws {
        _ = try tasch.run(["--state", statePath, "-c", "add 6; qty 6 2; checkout --yes"])

        let result = try tasch.run(["--state", statePath, "-c", "order 1001"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("Order #1001, placed 20"), result.output)
        XCTAssertTrue(result.output.hasSuffix("\n  2 × Wool Throw  $378.00\n  Total:          $378.00\nShipping was free.\n\n"), result.output)
    }

    func test_ordersFromAStateFileWithoutTimes_stillListAndShow() throws {
        let versionOne = #"{"version": 1, "wishList": [], "ratings": {}, "sold": {"6": 1}, "orders": [{"number": 1001, "lines": [{"productID": 6, "name": "Wool Throw", "price": 18900}], "total": 18900, "currency": "USD"}], "nextOrderNumber": 1002}"#
        try Data(versionOne.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "-c", "orders", "-c", "order 1001", "--json", "-c", "orders"])

        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, result.output)
        XCTAssertTrue(lines[0].hasPrefix(#"{"orders":{"count":1,"orders":[{"itemCount":1,"number":1001,"total":"#), String(lines[0]))
        XCTAssertTrue(lines[1].hasPrefix(#"{"order":{"itemCount":1,"lines":[{"amount":"#), String(lines[1]))
        XCTAssertFalse(result.output.contains("placedAt"), result.output)
    }

    func test_ordersInText_sayNotRecordedForAnOrderFromBeforeTimesWereKept() throws {
        let versionOne = #"{"version": 1, "wishList": [], "ratings": {}, "sold": {}, "orders": [{"number": 1001, "lines": [], "total": 0}], "nextOrderNumber": 1002}"#
        try Data(versionOne.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath, "-c", "orders", "-c", "order 1001"])

        XCTAssertTrue(result.output.contains("  #1001  not recorded  0 items  $0.00\n"), result.output)
        XCTAssertTrue(result.output.contains("Order #1001\n"), result.output)
    }

    private static func minute(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
    }
}
