import Adapters
import Drivers
import Foundation
import XCTest

/// What the machine's file system does beyond the port's contract (`LocalFileSystemContractTests`): how it reads big
/// and odd files, a symbolic link's own time, and the lock file and temporary files it keeps beside a saved file.
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

    func test_contents_refusesAFileOverTheLimitBeforeReadingIt() throws {
        // Sparse: a terabyte that takes no disk. Read first, it would not fit in memory and fail otherwise.
        _ = FileManager.default.createFile(atPath: path("huge.json"), contents: nil)
        XCTAssertEqual(truncate(path("huge.json"), 1 << 40), 0)

        XCTAssertThrowsError(try makeSUT().contents(atPath: path("huge.json"), maximumSize: 1 << 20)) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 1 << 20))
        }
    }

    func test_writeCache_replacesExistingFileAndLeavesNoTemporaryFiles() throws {
        let sut = makeSUT()
        try sut.writeCache(Data("old, and longer than the new one".utf8), toPath: path("catalogue.index"))

        try sut.writeCache(Data("new".utf8), toPath: path("catalogue.index"))

        XCTAssertEqual(try sut.contents(atPath: path("catalogue.index"), maximumSize: .max), Data("new".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["catalogue.index"])
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

    func test_contentsObserved_givesBackTheWholePagesOfAPart_whichReadAsZerosFromThen() throws {
        let data = Data(repeating: 0xA5, count: 6 << 20)
        try makeSUT().writeCache(data, toPath: path("middling.json"))
        let file = try XCTUnwrap(makeSUT().contents(atPath: path("middling.json"), maximumSize: .max) { _, _ in })

        file.release(0..<data.count)

        XCTAssertTrue(file.bytes.allSatisfy { $0 == 0 }, "a file under the size that is mapped is read into huge pages of its own, each given back whole")
    }

    func test_contentsObserved_ofABigFile_givenBack_readsAsTheFileAgain() throws {
        let data = Data((0..<(9 << 20) + 5).map { UInt8(truncatingIfNeeded: $0 | 1) })
        try makeSUT().writeCache(data, toPath: path("big.json"))
        let file = try XCTUnwrap(makeSUT().contents(atPath: path("big.json"), maximumSize: .max) { _, _ in })

        file.release(0..<data.count)

        XCTAssertEqual(Data(file.bytes), data, "a big file is mapped from the system's cache, and its pages come back from there")
    }

    func test_contentsObserved_ofABigFileCutShortWhileItIsHeld_readsZerosPastItsNewEnd_ratherThanDying() throws {
        let data = Data(repeating: 0xA5, count: 9 << 20)
        try makeSUT().writeCache(data, toPath: path("big.json"))
        let file = try XCTUnwrap(makeSUT().contents(atPath: path("big.json"), maximumSize: .max) { _, _ in })

        XCTAssertEqual(truncate(path("big.json"), 1 << 20), 0)

        XCTAssertTrue(file.bytes[(1 << 20)...].allSatisfy { $0 == 0 }, "past the new end: zeros, where a mapped file raises SIGBUS")
        XCTAssertTrue(file.bytes[..<(1 << 20)].allSatisfy { $0 == 0xA5 }, "before it: the file")
    }

    func test_contentsObserved_readsOnPastTheSizeAFileReportedWhenItHasMore_observingItAll() throws {
        let observed = ObservedBlocks()

        let file = try XCTUnwrap(makeSUT().contents(atPath: "/proc/self/cmdline", maximumSize: 1 << 20, observing: observed.record))

        XCTAssertFalse(file.bytes.isEmpty)
        XCTAssertEqual(observed.assembled, Data(file.bytes))
    }

    func test_contentsObserved_readsAFileShorterThanTheSizeItReportedToItsEnd() throws {
        // Files under /sys report a size of a page and hold less: the same as a file cut short after it was measured.
        let path = "/sys/kernel/mm/transparent_hugepage/enabled"
        guard let expected = FileManager.default.contents(atPath: path), !expected.isEmpty else { throw XCTSkip("no \(path) here") }
        let observed = ObservedBlocks()

        let file = try XCTUnwrap(makeSUT().contents(atPath: path, maximumSize: 1 << 20, observing: observed.record))

        XCTAssertEqual(Data(file.bytes), expected)
        XCTAssertEqual(observed.assembled, expected)
    }

    func test_identity_changeTimeMovesWhenTheTimesAreSetByHand() throws {
        try makeSUT().writeAtomically(Data("12345".utf8), toPath: path("catalogue.json"))
        var times = [timespec(tv_sec: 1_000, tv_nsec: 7), timespec(tv_sec: 2_000, tv_nsec: 5)]
        XCTAssertEqual(utimensat(AT_FDCWD, path("catalogue.json"), &times, 0), 0)

        let identity = try XCTUnwrap(makeSUT().identity(atPath: path("catalogue.json")))

        XCTAssertEqual(identity.modificationTime, 2_000_000_000_005)
        XCTAssertGreaterThanOrEqual(identity.changeTime, identity.modificationTime, "setting the times is itself a change")
    }

    func test_setModificationTime_ofASymbolicLinkSetsTheLinksOwnLeavingTheFileItPointsTo() throws {
        let sut = makeSUT()
        try sut.writeAtomically(Data("index".utf8), toPath: path("catalogue.index"))
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: path("catalogue.index"))
        let target = try XCTUnwrap(sut.identity(atPath: path("catalogue.index")))

        try sut.setModificationTime(1_500_000_000_000_000_007, atPath: path("link"))

        XCTAssertEqual(sut.identity(atPath: path("catalogue.index"))?.modificationTime, target.modificationTime)
        var link = stat()
        XCTAssertEqual(lstat(path("link"), &link), 0)
        XCTAssertEqual(Int64(link.st_mtim.tv_sec) * 1_000_000_000 + Int64(link.st_mtim.tv_nsec), 1_500_000_000_000_000_007)
    }

    func test_withExclusiveLock_createsTheFolderAndALockFileBesideTheFile() async throws {
        let target = path("a/state.json")

        let result = try await makeSUT().withExclusiveLock(forPath: target) { 42 }

        XCTAssertEqual(result, 42)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("a")), ["state.json.lock"])
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
