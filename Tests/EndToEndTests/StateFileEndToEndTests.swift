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

    func test_shopKilledAtRandomMomentsDuringSaves_alwaysLeavesAStateFileThatLoads() throws {
        var random = SeededRandom(seed: 0xC0FFEE)
        var killedWhileRunning = 0
        for attempt in 0..<30 {
            let run = try tasch.start(["--state", statePath], input: churn(product: 1 + attempt % 3, times: 200))
            usleep(UInt32(5_000 + random.next() % 60_000))
            if run.process.isRunning {
                kill(run.process.processIdentifier, SIGKILL)
                killedWhileRunning += 1
            }
            run.process.waitUntilExit()

            let check = try tasch.run(["--state", statePath], input: "wish\n")
            XCTAssertEqual(check.status, 0, "attempt \(attempt), seed 0xC0FFEE: \(check.errors)")
            XCTAssertEqual(check.errors, "", "attempt \(attempt), seed 0xC0FFEE")
        }

        XCTAssertGreaterThan(killedWhileRunning, 20, "too few kills landed while the shop was running")
        XCTAssertTrue(FileManager.default.fileExists(atPath: statePath), "no run got as far as saving")
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

/// SplitMix64, copied here because this target runs the binary and links nothing of Tasch's.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }
}
