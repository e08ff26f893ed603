import Foundation
import XCTest

/// The state file under real processes: two shops at once, shops killed mid-save, and paths it cannot use.
final class StateFileEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!
    private var statePath: String { tasch.folder.appendingPathComponent("state/state.json").path }

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_twoShopsChangingOneStateFileAtOnce_loseNothing() throws {
        let first = try tasch.start(["--state", statePath], input: churn(product: 1, times: 60) + "add 2\n")
        let second = try tasch.start(["--state", statePath], input: churn(product: 3, times: 60) + "add 4\n")
        first.process.waitUntilExit()
        second.process.waitUntilExit()

        XCTAssertEqual(first.process.terminationStatus, 0)
        XCTAssertEqual(second.process.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOf: first.errors, encoding: .utf8), "")
        XCTAssertEqual(try String(contentsOf: second.errors, encoding: .utf8), "")
        XCTAssertEqual(try savedWishList().sorted(), [2, 4])
    }

    /// The shop runs until it is killed (its input stays open), and each kill comes once a checkout's commit has passed
    /// the point the test chose (Docs/state-file.md, "The commit rule"), so it lands there or later; six rounds of every
    /// point. After each, the state opens, every order is whole and once, and a kill after the commit keeps the order.
    func test_shopKilledAtEachPointOfACheckoutsCommit_leavesAStateThatOpensWithEveryOrderWholeAndOnce() throws {
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let points = Array(repeating: CommitPoint.allCases, count: 6).joined()
        var placed = 0
        for (attempt, point) in zip(0..., points) {
            let context = "attempt \(attempt), killed at \(point.rawValue)"
            let shop = try RunningShop(TaschProcess.binary, ["--state", statePath], environment: environment)
            _ = try shop.run("add \(1 + attempt % 2)")
            let watch = try CommitWatch(folder: folder, documentName: "state.json", journalName: "state.orders.jsonl")
            shop.send("checkout --yes")
            try watch.wait(for: point)
            shop.kill()

            let orders = try wholeOrders(context)
            XCTAssertTrue([placed, placed + 1].contains(orders), "\(context): \(placed) orders before, \(orders) after")
            if point == .documentReplaced { XCTAssertEqual(orders, placed + 1, "\(context): the order was committed before the kill") }
            placed = orders
        }
        XCTAssertGreaterThan(placed, 0)
    }

    func test_nextChangeAfterAKill_clearsTheTemporaryFilesTheKilledShopLeft() throws {
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("half a state".utf8).write(to: folder.appendingPathComponent(".state.json.999.DEAD.tmp"))

        let result = try tasch.run(["--state", statePath], input: "add 1\n")

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["state.json", "state.json.lock"])
    }

    func test_stateThatIsAFolder_isRefusedAtStartWithStatus73() throws {
        let folder = tasch.folder.appendingPathComponent("a-folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let result = try tasch.run(["--state", folder], input: "add 1\n")

        XCTAssertEqual(result.status, 73)
        XCTAssertEqual(
            result.errors,
            "tasch: cannot save \(folder): Is a directory: your state cannot be kept there; pass --state with a file you can write\n"
        )
    }

    func test_stateUnderAFile_isRefusedAtStartWithStatus73() throws {
        let file = tasch.folder.appendingPathComponent("a-file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))

        let result = try tasch.run(["--state", file + "/state.json"], input: "add 1\n")

        XCTAssertEqual(result.status, 73)
        XCTAssertEqual(result.errors.filter { $0 == "\n" }.count, 1, result.errors)
        XCTAssertTrue(result.errors.hasPrefix("tasch: cannot save \(file)/state.json: cannot create folder \(file)"), result.errors)
    }

    func test_stateWhoseSoldKeysNameOneProductTwice_isRefusedAtStartWithStatus65AndKeptAsItWas() throws {
        let ambiguous = Data(#"{"version": 1, "wishList": [], "ratings": {}, "orders": [], "nextOrderNumber": 1001, "sold": {"01": 3, "1": 2}}"#.utf8)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: statePath).deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try ambiguous.write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath], input: "add 1\n")

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.errors,
            #"tasch: \#(statePath): sold: "01" and "1" are both product 1 at line 1, column 95: fix it, or move it aside to start afresh; Tasch never overwrites it"# + "\n"
        )
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: statePath)), ambiguous)
    }

    func test_catalogueLargerThanTheLimit_isRefusedWithoutReadingIt() throws {
        let catalogue = tasch.folder.appendingPathComponent("huge.json")
        _ = FileManager.default.createFile(atPath: catalogue.path, contents: nil)
        // A sparse file: it claims 300 MiB but takes no space, and reading it would take seconds.
        try FileHandle(forWritingTo: catalogue).truncate(atOffset: 300 * 1_024 * 1_024)

        let result = try tasch.run(["--catalogue", catalogue.path, "--state", statePath])

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.errors, "tasch: \(catalogue.path): the file is larger than 256 MiB, the most Tasch reads\n")
    }

    // MARK: - Helpers

    private var environment: [String: String] { TaschProcess.environment(home: tasch.folder) }

    /// How many orders the state holds, once the shop has opened it and every order in it has been found whole and once
    /// (`SavedHistory`): numbered in turn, each with a key of its own and a total that is the sum of its lines, and the
    /// units sold those the orders bought.
    private func wholeOrders(_ context: String) throws -> Int {
        let opened = try tasch.run(["--state", statePath], input: "orders\n")
        XCTAssertEqual(opened.status, 0, "\(context): \(opened.errors)")
        XCTAssertEqual(opened.errors, "", context)
        return try SavedHistory(statePath: statePath, context: context).orders.count
    }

    /// Adds and removes `product` `times` times: a save on every line.
    private func churn(product: Int, times: Int) -> String {
        String(repeating: "add \(product)\nremove \(product)\n", count: times)
    }

    private func savedWishList() throws -> [Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: statePath))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let lines = try XCTUnwrap(object["wishList"] as? [[String: Any]])
        return try lines.map { try XCTUnwrap($0["productID"] as? Int) }
    }
}
