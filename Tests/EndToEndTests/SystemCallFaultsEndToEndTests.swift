import Foundation
import XCTest

/// The built binary with each call it makes on the state's folder failing in turn, by strace's fault injection (each
/// open, write, sync, rename and truncate of a checkout, of a conversion and of a rating): after each, a fresh start
/// finds the change made whole or not at all, and the shop said which: made, made but not yet safe on disk (exactly
/// when the call failed after the document's rename, the commit), or not made. Skipped where strace is not installed.
final class SystemCallFaultsEndToEndTests: EndToEndTestCase {
    private var folder: URL { tasch.folder.appendingPathComponent("state") }
    private var stateFile: String { folder.appendingPathComponent("state.json").path }
    private var template: URL { tasch.folder.appendingPathComponent("template") }

    func test_firstCheckout_withEachCallOnItsFilesFailing_placesTheOrderWholeOrNotAtAllAndSaysWhich() throws {
        try prepare(["add 1", "add 6"])

        try assertEachCallFailing(of: "checkout --yes") { run, fresh, context in
            let placed = fresh.orderNumbers == [1001]
            XCTAssertEqual(fresh.orderNumbers, placed ? [1001] : [], context)
            XCTAssertEqual(fresh.wishListCount, placed ? 0 : 2, "the order, its stock and the wish list together: \(context)")
            if !placed { XCTAssertNotEqual(run.result.status, 0, context) }
            return (placed, run.result.output.contains("Thank you! Order #1001 is placed."))
        }
    }

    func test_checkoutAfterAnUncommittedAppend_withEachCallOnItsFilesFailing_placesTheOrderWholeOrNotAtAllAndSaysWhich() throws {
        try prepare(["add 1", "checkout --yes", "add 6"])
        let journal = try FileHandle(forWritingTo: folder.appendingPathComponent("state.orders.jsonl"))
        try journal.seekToEnd()
        try journal.write(contentsOf: Data(#"{"lines":[],"number":10"#.utf8))
        try journal.close()
        try keepAsTemplate()

        try assertEachCallFailing(of: "checkout --yes") { run, fresh, context in
            let placed = fresh.orderNumbers == [1002, 1001]
            XCTAssertEqual(fresh.orderNumbers, placed ? [1002, 1001] : [1001], context)
            XCTAssertEqual(fresh.wishListCount, placed ? 0 : 1, "the order, its stock and the wish list together: \(context)")
            if !placed { XCTAssertNotEqual(run.result.status, 0, context) }
            return (placed, run.result.output.contains("Thank you! Order #1002 is placed."))
        }
    }

    func test_rating_withEachCallOnItsFilesFailing_isSavedOrNotAndSaysWhich() throws {
        try prepare(["add 1"])

        try assertEachCallFailing(of: "rate 1 4") { run, fresh, context in
            XCTAssertTrue([nil, 4].contains(fresh.rating), context)
            if fresh.rating == nil { XCTAssertNotEqual(run.result.status, 0, context) }
            return (fresh.rating == 4, run.result.output.contains("You rated \"Market Tote\""))
        }
    }

    /// The version 2 file is the only copy of its orders: every order is there after each failure, in the file as it
    /// was when the conversion was not made, and the shop said what became of it.
    func test_conversionOfAVersionTwoFile_withEachCallOnItsFilesFailing_keepsEveryOrderAndSaysWhatBecameOfIt() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let earlier = Data(Self.versionTwo.utf8)
        try earlier.write(to: URL(fileURLWithPath: stateFile))
        try keepAsTemplate()

        try assertEachCallFailing(of: "wish") { run, fresh, context in
            let converted = try Self.version(of: fresh.document) == 4
            XCTAssertEqual(fresh.orderNumbers, [1002, 1001], context)
            if !converted { XCTAssertEqual(fresh.document, earlier, context) }
            // Refused at start-up (the file could not be read, its folder not saved in), or browsed as it was, saying so.
            let saidNotConverted = [65, 73].contains(run.result.status) || run.result.errors.contains("could not be converted to version 4 now")
            return (converted, !saidNotConverted)
        }
    }

    // MARK: - Helpers

    /// What a run left, and what a fresh start then finds.
    private struct FreshStart {
        /// The state document as the run left it, before the fresh start (which converts an earlier one).
        let document: Data
        let orderNumbers: [Int]
        let wishListCount: Int
        let rating: Int?
    }

    /// Runs `command` on a copy of the template once for each call it makes on the state's folder, that call failing.
    /// `check` looks at the run and at a fresh start over what it left, and says whether the change was made and whether
    /// the shop said it was; the rest is checked here: a failure after the commit leaves it made and is said not yet
    /// safe, and the shop says which (unless the failed call was its own output).
    private func assertEachCallFailing(
        of command: String, check: (SystemCallFaults.Run, FreshStart, String) throws -> (made: Bool, saidMade: Bool),
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        guard let strace = SystemCallFaults.strace else {
            throw XCTSkip("strace is not installed: these tests fail the shop's system calls with it (apt-get install strace)")
        }
        let faults = SystemCallFaults(tasch: tasch, strace: strace)
        let arguments = ["--state", stateFile, "-c", command]
        try restoreTemplate()
        let calls = try faults.faults(arguments, touching: folder.path)
        guard !calls.isEmpty else { throw XCTSkip("strace cannot trace processes here (is ptrace allowed?)") }
        var answers = Set<String>()
        for fault in calls {
            try restoreTemplate()
            let run = try faults.run(arguments, failing: fault)
            let context = "\(command) with \(fault): \(run.injected), status \(run.result.status): \(run.result.output)\(run.result.errors)"
            XCTAssertNotEqual(run.result.status, 124, "stuck: \(context)", file: file, line: line)
            let (made, saidMade) = try check(run, try freshStart(context), context)
            let afterTheCommit = run.failedAfterTheCommit(of: stateFile, in: folder.path)
            if afterTheCommit { XCTAssertTrue(made, "a failure after the commit never undoes it: \(context)", file: file, line: line) }
            guard !run.lostOutput else { continue }
            XCTAssertEqual(saidMade, made, "said made exactly when made: \(context)", file: file, line: line)
            let saidNotYetSafe = (run.result.output + run.result.errors).contains("not yet safe on disk")
            XCTAssertEqual(saidNotYetSafe, afterTheCommit, "said not yet safe exactly when it is: \(context)", file: file, line: line)
            answers.insert(made ? (afterTheCommit ? "made, not yet safe" : "made") : "not made")
        }
        XCTAssertTrue(answers.isSuperset(of: ["made, not yet safe", "not made"]), "\(answers) over \(calls)", file: file, line: line)
    }

    /// What a fresh start finds: the orders, the wish list, and product 1's rating.
    private func freshStart(_ context: String) throws -> FreshStart {
        let document = try Data(contentsOf: URL(fileURLWithPath: stateFile))
        let result = try tasch.run(["--state", stateFile, "--json", "-c", "orders", "-c", "wish", "-c", "show 1"])
        XCTAssertEqual(result.status, 0, "a fresh start opens: \(result.errors) after \(context)")
        let documents = result.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let orders = (documents.first?["orders"] as? [String: Any])?["orders"] as? [[String: Any]] ?? []
        let wishList = documents.dropFirst().first?["wishList"] as? [String: Any]
        let product = documents.dropFirst(2).first?["product"] as? [String: Any]
        return FreshStart(
            document: document, orderNumbers: orders.compactMap { $0["number"] as? Int }, wishListCount: wishList?["count"] as? Int ?? -1,
            rating: product?["rating"] as? Int
        )
    }

    /// Runs `commands` on a fresh state and keeps what they leave as the template of each run.
    private func prepare(_ commands: [String]) throws {
        let result = try tasch.run(["--state", stateFile] + commands.flatMap { ["-c", $0] })
        XCTAssertEqual(result.status, 0, result.errors)
        try keepAsTemplate()
    }

    private func keepAsTemplate() throws {
        try? FileManager.default.removeItem(at: template)
        try FileManager.default.copyItem(at: folder, to: template)
    }

    private func restoreTemplate() throws {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: template, to: folder)
    }

    private static func version(of document: Data) throws -> Int? {
        (try JSONSerialization.jsonObject(with: document) as? [String: Any])?["version"] as? Int
    }

    /// A version 2 file, as Tasch wrote it before the order journal, with two orders.
    private static let versionTwo = #"""
    {"version": 2, "wishList": [{"productID": 6, "quantity": 1}], "ratings": {}, "sold": {"1": 3},
     "orders": [{"number": 1001, "lines": [{"productID": 1, "name": "Market Tote", "price": 6450, "quantity": 1}], "total": 6450},
                {"number": 1002, "lines": [{"productID": 1, "name": "Market Tote", "price": 6450, "quantity": 2}], "total": 12900}],
     "nextOrderNumber": 1003}
    """#
}
