import Adapters
import Drivers
import Foundation
import Synchronization
import TaschTestSupport
import XCTest

/// The local file system at the edges a shared folder brings: special files, symbolic links, and a lock that
/// another shop holds.
final class LocalFileSystemEdgesTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("LocalFileSystemEdgesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func test_contents_refusesADeviceWithoutReadingIt() {
        XCTAssertThrowsError(try LocalFileSystem().contents(atPath: "/dev/zero", maximumSize: .max)) { error in
            XCTAssertEqual("\(error)", "cannot read /dev/zero: not a regular file")
        }
    }

    func test_contents_refusesAFIFOWithoutWaitingForAWriter() throws {
        let fifo = path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)

        XCTAssertThrowsError(try LocalFileSystem().contents(atPath: fifo, maximumSize: .max)) { error in
            XCTAssertEqual("\(error)", "cannot read \(fifo): not a regular file")
        }
    }

    func test_contentsOfAStream_readsADeviceButNoMoreThanItsLimit() {
        XCTAssertEqual(try LocalFileSystem().contents(ofStreamAtPath: "/dev/null", maximumSize: 10), Data())
        XCTAssertThrowsError(try LocalFileSystem().contents(ofStreamAtPath: "/dev/zero", maximumSize: 1 << 20)) { error in
            XCTAssertEqual(error as? FileTooLargeError, FileTooLargeError(maximumSize: 1 << 20))
        }
    }

    func test_writeAtomically_writesThroughASymbolicLinkAndKeepsTheLink() throws {
        try FileManager.default.createDirectory(atPath: path("synced"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("synced/state.json")))
        try FileManager.default.createSymbolicLink(atPath: path("state.json"), withDestinationPath: "synced/state.json")

        try LocalFileSystem().writeAtomically(Data("new".utf8), toPath: path("state.json"))

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("state.json")), "synced/state.json")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("synced/state.json"))), Data("new".utf8))
    }

    func test_writeCache_neverWritesThroughASymbolicLink_andLeavesTheLinkAsItIs() throws {
        // As a link to /dev/null switches a cache off; a file here, so that no test touches the real device.
        try FileManager.default.createDirectory(atPath: path("elsewhere"), withIntermediateDirectories: true)
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: path("elsewhere/null")))
        try FileManager.default.createSymbolicLink(atPath: path("catalogue.index"), withDestinationPath: path("elsewhere/null"))

        XCTAssertThrowsError(try LocalFileSystem().writeCache(Data("index".utf8), toPath: path("catalogue.index"))) { error in
            XCTAssertEqual("\(error)", "cannot save \(self.path("catalogue.index")): it is a symbolic link, which a cache is never written through")
        }

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("catalogue.index")), path("elsewhere/null"))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("elsewhere/null"))), Data("not a cache".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["catalogue.index", "elsewhere"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("elsewhere")), ["null"])
    }

    func test_writeCacheInPieces_neverWritesThroughASymbolicLink() throws {
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: path("null")))
        try FileManager.default.createSymbolicLink(atPath: path("catalogue.index"), withDestinationPath: path("null"))

        XCTAssertThrowsError(try LocalFileSystem().writeCache(length: 5, toPath: path("catalogue.index")) { _ in XCTFail("nothing is written") }) { error in
            XCTAssertEqual("\(error)", "cannot save \(self.path("catalogue.index")): it is a symbolic link, which a cache is never written through")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("null"))), Data("not a cache".utf8))
    }

    func test_append_refusesADeviceALinkPointsTo_writingNothingToIt() throws {
        let link = path("state.orders.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")

        XCTAssertThrowsError(try LocalFileSystem().append(Data("x".utf8), toPath: link, after: 0)) { error in
            XCTAssertEqual("\(error)", "cannot save \(link): not a regular file")
        }
    }

    func test_withExclusiveLock_waitsForAnotherHolderAndSaysSoOnce() async throws {
        let held = try holdLock(of: path("state.json"))
        let notices = Mutex(0)
        let clock = ImmediateClock { sleeps in if sleeps == 20 { close(held) } }
        let sut = LocalFileSystem(lockWaiting: LockWaiting(
            noticeAfter: .milliseconds(100), giveUpAfter: .seconds(30), pause: .milliseconds(20),
            notice: { notices.withLock { $0 += 1 } }, clock: clock
        ))

        let ran = try await sut.withExclusiveLock(forPath: path("state.json")) { true }

        XCTAssertTrue(ran)
        XCTAssertEqual(notices.withLock { $0 }, 1)
        XCTAssertEqual(clock.sleeps, [1, 2, 4, 8, 16].map(Duration.milliseconds) + Array(repeating: .milliseconds(20), count: 15))
    }

    func test_withExclusiveLock_givesUpAfterItsTimeWithoutRunningTheBody() async throws {
        let held = try holdLock(of: path("state.json"))
        defer { close(held) }
        let clock = ImmediateClock()
        let sut = LocalFileSystem(lockWaiting: LockWaiting(giveUpAfter: .seconds(1), pause: .milliseconds(100), clock: clock))

        do {
            try await sut.withExclusiveLock(forPath: path("state.json")) { XCTFail("the body ran") }
            XCTFail("the lock was taken")
        } catch {
            XCTAssertEqual(error as? LockWaitTimeout, LockWaitTimeout(path: self.path("state.json"), seconds: 1))
        }
        XCTAssertEqual(clock.now.sinceStart, .milliseconds(1_027), "1 + 2 + … + 64 ms, then 100 ms at a time up to a second")
    }

    func test_withExclusiveLock_stopsWaitingAtOnceWhenItsTaskIsCancelled() async throws {
        let held = try holdLock(of: path("state.json"))
        defer { close(held) }
        let clock = ManualClock()
        let sut = LocalFileSystem(lockWaiting: LockWaiting(clock: clock))
        let lockPath = path("state.json")
        let waiting = Task { try await sut.withExclusiveLock(forPath: lockPath) {} }
        await clock.waitForSleepers(1)

        waiting.cancel()

        do {
            try await waiting.value
            XCTFail("the lock was taken")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(clock.now.sinceStart, .zero, "no pause was waited out")
    }

    func test_waitingSaves_holdNoThread_soMoreOfThemWaitAtOnceThanThereAreCores() async throws {
        let held = try holdLock(of: path("state.json"))
        defer { close(held) }
        let clock = ManualClock()
        let sut = LocalFileSystem(lockWaiting: LockWaiting(clock: clock))
        let lockPath = path("state.json")
        let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2

        let waiting = (0..<count).map { _ in Task.detached { try await sut.withExclusiveLock(forPath: lockPath) {} } }
        await clock.waitForSleepers(count)

        XCTAssertEqual(clock.sleeperCount, count)
        waiting.forEach { $0.cancel() }
        for task in waiting {
            _ = try? await task.value
        }
    }

    func test_checkCanSave_waitsForNoLockAndMakesNoFolder() throws {
        let held = try holdLock(of: path("state.json"))
        defer { close(held) }

        XCTAssertNoThrow(try LocalFileSystem(lockWaiting: LockWaiting(giveUpAfter: .zero)).checkCanSave(atPath: path("state.json")))
        XCTAssertNoThrow(try LocalFileSystem().checkCanSave(atPath: path("new/folder/state.json")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new")))
    }

    func test_checkCanSave_refusesAFolder() {
        XCTAssertThrowsError(try LocalFileSystem().checkCanSave(atPath: directory.path)) { error in
            XCTAssertEqual("\(error)", "cannot save \(self.directory.path): Is a directory")
        }
    }

    // MARK: - Helpers

    /// Takes the state file's lock as another shop would, through a descriptor of its own; close it to let go.
    private func holdLock(of statePath: String) throws -> Int32 {
        let descriptor = open(statePath + ".lock", O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw CocoaError(.fileLocking) }
        return descriptor
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
