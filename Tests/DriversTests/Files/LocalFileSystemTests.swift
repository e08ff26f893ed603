import Drivers
import Foundation
import XCTest

final class LocalFileSystemTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("LocalFileSystemTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func test_contents_isNilOnMissingFile() throws {
        XCTAssertNil(try makeSUT().contents(atPath: path("missing.json")))
    }

    func test_contents_returnsWrittenBytesOnRoundTrip() throws {
        let sut = makeSUT()
        let data = Data("{\"version\": 1}\n".utf8)

        try sut.writeAtomically(data, toPath: path("state.json"))

        XCTAssertEqual(try sut.contents(atPath: path("state.json")), data)
    }

    func test_contents_returnsEmptyDataOnEmptyFile() throws {
        let sut = makeSUT()

        try sut.writeAtomically(Data(), toPath: path("empty.json"))

        XCTAssertEqual(try sut.contents(atPath: path("empty.json")), Data())
    }

    func test_contents_throwsOneLineErrorOnDirectory() throws {
        XCTAssertThrowsError(try makeSUT().contents(atPath: directory.path)) { error in
            XCTAssertEqual("\(error)", "cannot read \(directory.path): Is a directory")
        }
    }

    func test_writeAtomically_replacesExistingFileOnSecondWrite() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("old, and longer than the new one".utf8), toPath: path("state.json"))

        try sut.writeAtomically(Data("new".utf8), toPath: path("state.json"))

        XCTAssertEqual(try sut.contents(atPath: path("state.json")), Data("new".utf8))
    }

    func test_writeAtomically_createsParentDirectoryOnMissingFolder() throws {
        let sut = makeSUT()
        let nested = path("a/b/state.json")

        try sut.writeAtomically(Data("x".utf8), toPath: nested)

        XCTAssertEqual(try sut.contents(atPath: nested), Data("x".utf8))
    }

    func test_writeAtomically_throwsOneLineErrorOnDirectoryAsTarget() throws {
        let target = path("folder")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)

        XCTAssertThrowsError(try makeSUT().writeAtomically(Data("x".utf8), toPath: target)) { error in
            XCTAssertEqual("\(error)", "cannot save \(target): Is a directory")
        }
    }

    func test_writeAtomically_leavesNoTemporaryFilesOnSuccess() throws {
        try makeSUT().writeAtomically(Data("x".utf8), toPath: path("state.json"))

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["state.json"])
    }

    func test_writeAtomically_leavesNoTemporaryFilesOnFailure() throws {
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)

        XCTAssertThrowsError(try makeSUT().writeAtomically(Data("x".utf8), toPath: path("folder")))

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["folder"])
    }

    // MARK: - Helpers

    private func makeSUT() -> LocalFileSystem {
        LocalFileSystem()
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
