import Adapters
import Drivers
import Foundation
import XCTest

/// Who may read what the shop saves: the state, its order journal, its lock and the history hold what a person bought
/// and typed, so a file Tasch creates is its owner's alone (0600, as shells keep their history), and a file it replaces
/// or appends to keeps the mode its owner gave it.
final class LocalFileSystemPermissionsTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("LocalFileSystemPermissionsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func test_writeAtomically_createsAFileOnlyItsOwnerCanReadOrWrite() throws {
        try LocalFileSystem().writeAtomically(Data("{}".utf8), toPath: path("state.json"))

        XCTAssertEqual(try mode(of: path("state.json")), 0o600)
    }

    func test_writeAtomically_keepsTheModeOfTheFileItReplaces() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("state.json")))
        XCTAssertEqual(chmod(path("state.json"), 0o640), 0)

        try LocalFileSystem().writeAtomically(Data("new".utf8), toPath: path("state.json"))

        XCTAssertEqual(try mode(of: path("state.json")), 0o640)
    }

    func test_writeAtomically_keepsTheModeOfTheFileALinkPointsTo() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("synced.json")))
        XCTAssertEqual(chmod(path("synced.json"), 0o604), 0)
        try FileManager.default.createSymbolicLink(atPath: path("state.json"), withDestinationPath: "synced.json")

        try LocalFileSystem().writeAtomically(Data("new".utf8), toPath: path("state.json"))

        XCTAssertEqual(try mode(of: path("synced.json")), 0o604)
    }

    func test_append_createsAJournalOnlyItsOwnerCanReadOrWrite() throws {
        try LocalFileSystem().append(Data("{}\n".utf8), toPath: path("state.orders.jsonl"), after: 0)

        XCTAssertEqual(try mode(of: path("state.orders.jsonl")), 0o600)
    }

    func test_append_keepsTheModeOfTheJournalItWritesInto() throws {
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: path("state.orders.jsonl")))
        XCTAssertEqual(chmod(path("state.orders.jsonl"), 0o640), 0)

        try LocalFileSystem().append(Data("{}\n".utf8), toPath: path("state.orders.jsonl"), after: 3)

        XCTAssertEqual(try mode(of: path("state.orders.jsonl")), 0o640)
    }

    func test_aLockFile_isCreatedForItsOwnerOnly() async throws {
        try await LocalFileSystem().withExclusiveLock(forPath: path("state.json")) {}

        XCTAssertEqual(try mode(of: path("state.json.lock")), 0o600)
    }

    // MARK: - Helpers

    private func mode(of path: String) throws -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return status.st_mode & 0o7777
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
