import Adapters
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
        XCTAssertNil(try makeSUT().contents(atPath: path("missing.json"), maximumSize: .max))
    }

    func test_contents_returnsWrittenBytesOnRoundTrip() throws {
        let sut = makeSUT()
        let data = Data("{\"version\": 1}\n".utf8)

        try sut.writeAtomically(data, toPath: path("state.json"))

        XCTAssertEqual(try sut.contents(atPath: path("state.json"), maximumSize: .max), data)
    }

    func test_contents_returnsEmptyDataOnEmptyFile() throws {
        let sut = makeSUT()

        try sut.writeAtomically(Data(), toPath: path("empty.json"))

        XCTAssertEqual(try sut.contents(atPath: path("empty.json"), maximumSize: .max), Data())
    }

    func test_contents_throwsOneLineErrorOnDirectory() throws {
        XCTAssertThrowsError(try makeSUT().contents(atPath: directory.path, maximumSize: .max)) { error in
            XCTAssertEqual("\(error)", "cannot read \(directory.path): Is a directory")
        }
    }

    func test_writeAtomically_replacesExistingFileOnSecondWrite() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("old, and longer than the new one".utf8), toPath: path("state.json"))

        try sut.writeAtomically(Data("new".utf8), toPath: path("state.json"))

        XCTAssertEqual(try sut.contents(atPath: path("state.json"), maximumSize: .max), Data("new".utf8))
    }

    func test_writeCache_replacesExistingFileAndLeavesNoTemporaryFiles() throws {
        let sut = makeSUT()
        try sut.writeCache(Data("old, and longer than the new one".utf8), toPath: path("catalogue.index"))

        try sut.writeCache(Data("new".utf8), toPath: path("catalogue.index"))

        XCTAssertEqual(try sut.contents(atPath: path("catalogue.index"), maximumSize: .max), Data("new".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["catalogue.index"])
    }

    func test_writeAtomically_createsParentDirectoryOnMissingFolder() throws {
        let sut = makeSUT()
        let nested = path("a/b/state.json")

        try sut.writeAtomically(Data("x".utf8), toPath: nested)

        XCTAssertEqual(try sut.contents(atPath: nested, maximumSize: .max), Data("x".utf8))
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

    func test_contents_throwsTooLargeBeforeReadingAFileOverTheLimit() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("12345678901".utf8), toPath: path("big.json"))

        XCTAssertThrowsError(try sut.contents(atPath: path("big.json"), maximumSize: 10)) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 10))
        }
    }

    func test_contents_readsAFileOfExactlyTheLimit() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("1234567890".utf8), toPath: path("file.json"))

        XCTAssertEqual(try sut.contents(atPath: path("file.json"), maximumSize: 10), Data("1234567890".utf8))
    }

    func test_contents_readABigFileWhole_intoMemoryAdvisedForHugePages() throws {
        let sut = makeSUT()
        let data = Data((0..<(5 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) })
        try sut.writeCache(data, toPath: path("big.json"))

        XCTAssertEqual(try sut.contents(atPath: path("big.json"), maximumSize: data.count), data)
    }

    func test_contents_readOnPastTheSizeAFileReportedWhenItHasMore() throws {
        // Files under /proc report a size of 0 and still have bytes: the same as a file that grew after it was measured.
        let contents = try XCTUnwrap(makeSUT().contents(atPath: "/proc/self/cmdline", maximumSize: 1 << 20))

        XCTAssertFalse(contents.isEmpty)
    }

    func test_withExclusiveLock_createsTheFolderAndALockFileBesideTheFile() async throws {
        let target = path("a/state.json")

        let result = try await makeSUT().withExclusiveLock(forPath: target) { 42 }

        XCTAssertEqual(result, 42)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("a")), ["state.json.lock"])
    }

    func test_withExclusiveLock_throwsWithoutRunningBodyOnDirectoryAsTarget() async throws {
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        var ran = false

        do {
            try await makeSUT().withExclusiveLock(forPath: path("folder")) { ran = true }
            XCTFail("the lock was taken")
        } catch {
            XCTAssertEqual("\(error)", "cannot save \(path("folder")): Is a directory")
        }
        XCTAssertFalse(ran)
    }

    func test_withExclusiveLock_throwsOnAFileWhereItsFolderShouldBe() async throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: path("file")))

        do {
            try await makeSUT().withExclusiveLock(forPath: path("file/state.json")) {}
            XCTFail("the lock was taken")
        } catch {
            XCTAssertEqual("\(error)", "cannot save \(path("file/state.json")): cannot create folder \(path("file"))")
        }
    }

    func test_withExclusiveLock_removesTemporaryFilesLeftByAKilledWriterAndNothingElse() async throws {
        for name in [".state.json.4242.DEAD.tmp", ".state.json.1.X.tmp", "state.json", ".other.json.1.X.tmp", "notes.tmp"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: path(name)))
        }

        try await makeSUT().withExclusiveLock(forPath: path("state.json")) {}

        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            [".other.json.1.X.tmp", "notes.tmp", "state.json", "state.json.lock"]
        )
    }

    // MARK: - Helpers

    private func makeSUT() -> LocalFileSystem {
        LocalFileSystem()
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
