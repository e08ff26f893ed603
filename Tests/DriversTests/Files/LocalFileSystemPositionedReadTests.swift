import Adapters
import Drivers
import Foundation
import XCTest

/// Files of ours read a few bytes at a time, never mapped, never waited on; their identity as git's index keeps it;
/// and what killed writers leave behind.
final class LocalFileSystemPositionedReadTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("PositionedReadTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func test_openForReading_readsAtAnyOffset_shortAtTheEnd() throws {
        try Data("0123456789".utf8).write(to: url("index"))
        let file = try XCTUnwrap(try makeSUT().openForReading(atPath: path("index")))

        XCTAssertEqual(try file.bytes(at: 3, count: 4), Array("3456".utf8))
        XCTAssertNil(try file.bytes(at: 8, count: 4), "only two bytes are left")
        XCTAssertEqual(file.identity.size, 10)
    }

    func test_openForReading_isNilOnAMissingFile() throws {
        XCTAssertNil(try makeSUT().openForReading(atPath: path("missing")))
    }

    func test_openForReading_refusesAFIFOWithoutWaitingForAWriter() throws {
        XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
        let sut = makeSUT()
        let answered = DispatchSemaphore(value: 0)
        let refusal = Refusal()
        DispatchQueue.global().async { [path = path("fifo")] in
            refusal.set(Result { try sut.openForReading(atPath: path) }.failureDescription)
            answered.signal()
        }

        XCTAssertEqual(answered.wait(timeout: .now() + 5), .success, "opening a FIFO waited for a writer")
        XCTAssertEqual(refusal.value, "cannot read \(path("fifo")): not a regular file")
    }

    func test_openForReading_refusesAFolder() {
        XCTAssertThrowsError(try makeSUT().openForReading(atPath: directory.path)) { error in
            XCTAssertEqual("\(error)", "cannot read \(directory.path): not a regular file")
        }
    }

    func test_openForReading_keepsReadingItsFile_afterAnotherIsRenamedOverIt() throws {
        let sut = makeSUT()
        try sut.writeCache(Data("first".utf8), toPath: path("index"))
        let file = try XCTUnwrap(try sut.openForReading(atPath: path("index")))

        try sut.writeCache(Data("other".utf8), toPath: path("index"))

        XCTAssertEqual(try file.bytes(at: 0, count: 5), Array("first".utf8))
    }

    func test_openForReading_readsComeBackShort_afterTheFileIsCutShortInPlace() throws {
        try Data(repeating: 7, count: 8_192).write(to: url("index"))
        let file = try XCTUnwrap(try makeSUT().openForReading(atPath: path("index")))

        XCTAssertEqual(truncate(path("index"), 100), 0)

        XCTAssertNil(try file.bytes(at: 4_096, count: 4_096))
        XCTAssertEqual(try file.bytes(at: 0, count: 100), [UInt8](repeating: 7, count: 100))
    }

    func test_identity_changesWhenTheFileIsReplacedTouchedOrEditedInPlace() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("12345".utf8), toPath: path("catalogue.json"))
        var times = [timespec(tv_sec: 1_000, tv_nsec: 7), timespec(tv_sec: 2_000, tv_nsec: 5)]
        XCTAssertEqual(utimensat(AT_FDCWD, path("catalogue.json"), &times, 0), 0)
        let original = try XCTUnwrap(sut.identity(atPath: path("catalogue.json")))

        let edited = try identity(afterEditingInPlace: "54321")
        try sut.writeAtomically(Data("54321".utf8), toPath: path("catalogue.json"))
        let replaced = try XCTUnwrap(sut.identity(atPath: path("catalogue.json")))

        XCTAssertEqual(original.size, 5)
        XCTAssertEqual(original.modificationTime, 2_000_000_000_005)
        XCTAssertNotEqual(edited.modificationTime, original.modificationTime, "edited in place")
        XCTAssertEqual(edited.inode, original.inode)
        XCTAssertNotEqual(replaced.inode, original.inode, "replaced")
        XCTAssertGreaterThanOrEqual(original.changeTime, original.modificationTime, "setting the times is itself a change")
    }

    func test_identity_isNilOnAMissingFileOrAFolder() {
        XCTAssertNil(makeSUT().identity(atPath: path("missing.json")))
        XCTAssertNil(makeSUT().identity(atPath: directory.path))
    }

    func test_removeAbandonedTemporaryFiles_removesThoseWhoseWriterIsGone_andNothingElse() throws {
        let gone = try processIDNoProcessHas()
        let names = [
            ".catalogue.index.\(gone).A.tmp", ".catalogue.index.\(getpid()).B.tmp", ".catalogue.index.x.C.tmp",
            "catalogue.index", ".state.json.\(gone).D.tmp", "notes.tmp",
        ]
        for name in names { try Data("x".utf8).write(to: url(name)) }

        makeSUT().removeAbandonedTemporaryFiles(forPath: path("catalogue.index"))

        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            [".catalogue.index.\(getpid()).B.tmp", ".state.json.\(gone).D.tmp", "catalogue.index", "notes.tmp"]
        )
    }

    func test_removeFile_removesAFile_andPassesOverAMissingOne() throws {
        try Data("x".utf8).write(to: url("catalogue.cache"))

        makeSUT().removeFile(atPath: path("catalogue.cache"))
        makeSUT().removeFile(atPath: path("missing"))

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    // MARK: - Helpers

    private func makeSUT() -> LocalFileSystem {
        LocalFileSystem()
    }

    private func path(_ name: String) -> String {
        url(name).path
    }

    private func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    private func identity(afterEditingInPlace text: String) throws -> FileIdentity {
        let handle = try FileHandle(forWritingTo: url("catalogue.json"))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        return try XCTUnwrap(makeSUT().identity(atPath: path("catalogue.json")))
    }

    /// One past the largest process id the system gives out.
    private func processIDNoProcessHas() throws -> Int32 {
        let text = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
        return try XCTUnwrap(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))) + 1
    }

    /// What a background thread found, read once it has signalled.
    private final class Refusal: @unchecked Sendable {
        private(set) var value: String?

        func set(_ value: String?) {
            self.value = value
        }
    }
}

private extension Result {
    var failureDescription: String? {
        if case let .failure(error) = self { return "\(error)" }
        return nil
    }
}
