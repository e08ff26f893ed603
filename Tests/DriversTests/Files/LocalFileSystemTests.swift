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

    func test_writeAtomicallyNotDurable_replacesExistingFileAndLeavesNoTemporaryFiles() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("old, and longer than the new one".utf8), toPath: path("catalogue.cache"), durable: false)

        try sut.writeAtomically(Data("new".utf8), toPath: path("catalogue.cache"), durable: false)

        XCTAssertEqual(try sut.contents(atPath: path("catalogue.cache"), maximumSize: .max), Data("new".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["catalogue.cache"])
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

    func test_bytes_giveTheSameBytesAsContents_orNilOnAMissingFile() throws {
        let sut = makeSUT()
        let data = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try sut.writeAtomically(data, toPath: path("cache"))

        XCTAssertEqual(try sut.bytes(atPath: path("cache"), maximumSize: data.count), [UInt8](data))
        XCTAssertNil(try sut.bytes(atPath: path("missing"), maximumSize: 10))
    }

    func test_bytesAndContents_readABigFileWhole_intoMemoryAdvisedForHugePages() throws {
        let sut = makeSUT()
        let data = Data((0..<(5 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) })
        try sut.writeAtomically(data, toPath: path("big.cache"), durable: false)

        XCTAssertEqual(try sut.bytes(atPath: path("big.cache"), maximumSize: data.count).map { Data($0) }, data)
        XCTAssertEqual(try sut.contents(atPath: path("big.cache"), maximumSize: data.count), data)
    }

    func test_bytes_throwTooLargeOnAFileOverTheLimit_andAOneLineErrorOnADirectory() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("12345678901".utf8), toPath: path("big"))

        XCTAssertThrowsError(try sut.bytes(atPath: path("big"), maximumSize: 10)) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 10))
        }
        XCTAssertThrowsError(try sut.bytes(atPath: directory.path, maximumSize: 10)) { error in
            XCTAssertEqual("\(error)", "cannot read \(directory.path): Is a directory")
        }
    }

    func test_bytesAndContents_readOnPastTheSizeAFileReportedWhenItHasMore() throws {
        // Files under /proc report a size of 0 and still have bytes: the same as a file that grew after it was measured.
        let sut = makeSUT()
        let bytes = try XCTUnwrap(sut.bytes(atPath: "/proc/self/cmdline", maximumSize: 1 << 20))
        let contents = try XCTUnwrap(sut.contents(atPath: "/proc/self/cmdline", maximumSize: 1 << 20))

        XCTAssertFalse(bytes.isEmpty)
        XCTAssertEqual(bytes, [UInt8](contents))
    }

    func test_withExclusiveLock_createsTheFolderAndALockFileBesideTheFile() throws {
        let target = path("a/state.json")

        let result = try makeSUT().withExclusiveLock(forPath: target) { 42 }

        XCTAssertEqual(result, 42)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("a")), ["state.json.lock"])
    }

    func test_withExclusiveLock_throwsWithoutRunningBodyOnDirectoryAsTarget() throws {
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        var ran = false

        XCTAssertThrowsError(try makeSUT().withExclusiveLock(forPath: path("folder")) { ran = true }) { error in
            XCTAssertEqual("\(error)", "cannot save \(path("folder")): Is a directory")
        }
        XCTAssertFalse(ran)
    }

    func test_withExclusiveLock_throwsOnAFileWhereItsFolderShouldBe() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: path("file")))

        XCTAssertThrowsError(try makeSUT().withExclusiveLock(forPath: path("file/state.json")) {}) { error in
            XCTAssertEqual("\(error)", "cannot save \(path("file/state.json")): cannot create folder \(path("file"))")
        }
    }

    func test_withExclusiveLock_removesTemporaryFilesLeftByAKilledWriterAndNothingElse() throws {
        for name in [".state.json.4242.DEAD.tmp", ".state.json.1.X.tmp", "state.json", ".other.json.1.X.tmp", "notes.tmp"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: path(name)))
        }

        try makeSUT().withExclusiveLock(forPath: path("state.json")) {}

        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            [".other.json.1.X.tmp", "notes.tmp", "state.json", "state.json.lock"]
        )
    }

    func test_attributes_giveSizeAndChangedModificationTimeOnRewrite() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("12345".utf8), toPath: path("catalogue.json"))
        let first = try XCTUnwrap(sut.attributes(atPath: path("catalogue.json")))
        var times = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 2_000, tv_nsec: 5)]

        XCTAssertEqual(utimensat(AT_FDCWD, path("catalogue.json"), &times, 0), 0)

        XCTAssertEqual(first.size, 5)
        XCTAssertEqual(sut.attributes(atPath: path("catalogue.json")), FileAttributes(size: 5, modificationTime: 2_000_000_000_005))
    }

    func test_attributes_isNilOnMissingFileOrFolder() {
        XCTAssertNil(makeSUT().attributes(atPath: path("missing.json")))
        XCTAssertNil(makeSUT().attributes(atPath: directory.path))
    }

    func test_stream_givesEveryByteInOrderInPieces() throws {
        let sut = makeSUT()
        let data = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0) })
        try sut.writeAtomically(data, toPath: path("big"))
        var read = Data()

        XCTAssertTrue(try sut.stream(atPath: path("big"), inChunksOf: 4_096) { read.append(contentsOf: $0) })

        XCTAssertEqual(read, data)
        XCTAssertFalse(try sut.stream(atPath: path("missing"), inChunksOf: 4_096) { _ in })
    }

    // MARK: - Helpers

    private func makeSUT() -> LocalFileSystem {
        LocalFileSystem()
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
