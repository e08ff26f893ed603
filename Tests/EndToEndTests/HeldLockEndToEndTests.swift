import Foundation
import XCTest

/// Another shop holding the state file's lock (stopped with Ctrl-Z mid-save, say): reading needs no lock, a save says
/// it waits, and Ctrl-C stops the wait with nothing changed. The state file seen through a link, or not a file at all.
final class HeldLockEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!
    private var statePath: String { tasch.folder.appendingPathComponent("state.json").path }

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    /// The lock is held for the whole run: a session that waited for it would say so, and give up with status 75.
    func test_readingCommands_needNoLockAtStartOrAfter() throws {
        let held = try holdStateLock(at: statePath)
        defer { close(held) }

        let result = try tasch.run(["--state", statePath], input: "cart\nwish\n")

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "", "nothing waited for the lock")
        XCTAssertTrue(result.output.hasPrefix("Your cart"), result.output)
    }

    func test_aSave_saysItWaitsAndIsMadeOnceTheLockIsLetGo() throws {
        let held = try holdStateLock(at: statePath)
        let run = try tasch.start(["--state", statePath], input: "add 1\n")
        XCTAssertTrue(run.process.waitUntil(run.errors, holds: "waiting for another Tasch to finish saving…"), "the save ended without waiting")
        close(held)
        run.process.waitUntilExit()

        XCTAssertEqual(run.process.terminationStatus, 0)
        XCTAssertEqual(try wishListIDs(in: statePath), [1])
    }

    func test_ctrlCWhileASaveWaits_cancelsItWithNothingChanged() throws {
        let held = try holdStateLock(at: statePath)
        defer { close(held) }
        let run = try tasch.start(["--state", statePath], input: "add 1\n")
        XCTAssertTrue(run.process.waitUntil(run.errors, holds: "waiting for another Tasch to finish saving…"), "the save ended without waiting")

        kill(run.process.processIdentifier, SIGINT)
        run.process.waitUntilExit()

        XCTAssertEqual(run.process.terminationStatus, 1, "a cancelled command counts as a failed one in a script")
        XCTAssertTrue(try String(contentsOf: run.errors, encoding: .utf8).contains("line 1: cancelled: nothing was changed"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: statePath))
    }

    func test_aStateFileThatIsALink_isWrittenThroughTheLink() throws {
        let synced = tasch.folder.appendingPathComponent("synced")
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: "synced/state.json")

        _ = try tasch.run(["--state", statePath], input: "add 1\n")
        _ = try tasch.run(["--state", statePath], input: "add 2\n")

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: statePath), "synced/state.json")
        XCTAssertEqual(try wishListIDs(in: synced.appendingPathComponent("state.json").path), [1, 2])
    }

    func test_aStateFileThatIsADevice_isRefusedUnreadWithDataErrorStatus() throws {
        // Read, /dev/zero would be refused as too large after 64 MiB: "not a regular file" says it was never read.
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: "/dev/zero")

        let result = try tasch.run(["--state", statePath], input: "cart\n")

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.errors, "tasch: cannot read \(statePath): not a regular file: fix it, or move it aside to start afresh; Tasch never overwrites it\n")
    }

    // MARK: - Helpers

    private func wishListIDs(in path: String) throws -> [Int] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let lines = try XCTUnwrap(object?["wishList"] as? [[String: Any]])
        return lines.compactMap { $0["productID"] as? Int }
    }
}
