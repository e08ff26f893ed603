import Adapters
import Drivers
import Foundation
import XCTest

/// Appending to a journal: the bytes kept, what followed them dropped, the new bytes written after them and synced.
final class LocalFileSystemAppendTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("LocalFileSystemAppendTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func test_append_createsAMissingFileAndItsFolder_afterNoBytes() throws {
        let journal = path("a/b/state.orders.jsonl")

        try LocalFileSystem().append(Data("one\n".utf8), toPath: journal, after: 0)

        XCTAssertEqual(try contents(journal), "one\n")
    }

    func test_append_writesAfterTheBytesKept_droppingWhatFollowedThem() throws {
        let journal = path("state.orders.jsonl")
        try Data("one\ntwo\nhalf a li".utf8).write(to: URL(fileURLWithPath: journal))

        try LocalFileSystem().append(Data("three\n".utf8), toPath: journal, after: 8)

        XCTAssertEqual(try contents(journal), "one\ntwo\nthree\n")
    }

    func test_append_ofNoBytes_cutsTheFileToTheBytesKept() throws {
        let journal = path("state.orders.jsonl")
        try Data("one\ntwo\n".utf8).write(to: URL(fileURLWithPath: journal))

        try LocalFileSystem().append(Data(), toPath: journal, after: 4)

        XCTAssertEqual(try contents(journal), "one\n")
    }

    func test_append_refusesAFileShorterThanTheBytesToKeep_changingNothing() throws {
        let journal = path("state.orders.jsonl")
        try Data("one\n".utf8).write(to: URL(fileURLWithPath: journal))

        XCTAssertThrowsError(try LocalFileSystem().append(Data("two\n".utf8), toPath: journal, after: 9)) { error in
            XCTAssertEqual("\(error)", "cannot save \(journal): it holds 4 bytes, fewer than the 9 it should keep")
        }
        XCTAssertEqual(try contents(journal), "one\n")
    }

    func test_append_refusesAMissingFileWhenBytesShouldBeKept() throws {
        let journal = path("state.orders.jsonl")

        XCTAssertThrowsError(try LocalFileSystem().append(Data("two\n".utf8), toPath: journal, after: 4)) { error in
            XCTAssertEqual("\(error)", "cannot save \(journal): No such file or directory")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal))
    }

    func test_append_refusesAFolder() throws {
        let folder = path("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        XCTAssertThrowsError(try LocalFileSystem().append(Data("x".utf8), toPath: folder, after: 0)) { error in
            XCTAssertEqual("\(error)", "cannot save \(folder): Is a directory")
        }
    }

    func test_append_refusesADevice_writingNothingToIt() throws {
        let link = path("state.orders.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")

        XCTAssertThrowsError(try LocalFileSystem().append(Data("x".utf8), toPath: link, after: 0)) { error in
            XCTAssertEqual("\(error)", "cannot save \(link): not a regular file")
        }
    }

    // MARK: - Helpers

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }
}
