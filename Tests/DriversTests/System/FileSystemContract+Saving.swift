import Adapters
import Drivers
import Foundation
import Synchronization
import TaschTestSupport
import XCTest

/// The file-system contract for saving: atomic replacement, removal, abandoned temporary files, modification times,
/// the exclusive lock and the start-up check that a save could be made. Waits for a held lock are driven by the test's
/// own pauses.
extension FileSystemContract {
    func assertWriteAtomicallyReplacesTheWholeFileWithAnotherOne() throws {
        let world = try makeWorld()
        let path = world.path("state.json")
        try world.sut.writeAtomically(Data("old, and longer than the new one".utf8), toPath: path)
        let old = try XCTUnwrap(try world.sut.openForReading(atPath: path))

        try world.sut.writeAtomically(Data("new".utf8), toPath: path)

        XCTAssertEqual(try world.sut.contents(atPath: path, maximumSize: .max), Data("new".utf8))
        XCTAssertEqual(try read(old, count: 64, at: 0), Array("old, and longer than the new one".utf8), "the old file was not written into")
        XCTAssertEqual(try world.names(), ["state.json"], "nothing else is left beside it")
    }

    func assertWriteAtomicallyWithoutWaitingForTheDiskReplacesTheFileAlike() throws {
        let world = try makeWorld()
        let path = world.path("catalogue.index")
        try world.sut.writeCache(Data("old, and longer than the new one".utf8), toPath: path)
        let old = try XCTUnwrap(world.sut.identity(atPath: path))

        try world.sut.writeCache(Data("new".utf8), toPath: path)

        XCTAssertEqual(try world.sut.contents(atPath: path, maximumSize: .max), Data("new".utf8))
        XCTAssertNotEqual(world.sut.identity(atPath: path)?.inode, old.inode)
        XCTAssertEqual(try world.names(), ["catalogue.index"])
    }

    func assertWriteAtomicallyMakesTheFoldersThatAreMissing() throws {
        let world = try makeWorld()

        try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("a/b/state.json"))

        XCTAssertEqual(try world.sut.contents(atPath: world.path("a/b/state.json"), maximumSize: .max), Data("x".utf8))
    }

    func assertWriteAtomicallyRefusesAFolderAndAPathUnderAFileLeavingEveryFileAsItWas() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.sut.writeAtomically(Data("kept".utf8), toPath: world.path("file"))

        assertRefused(try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("folder")), "cannot save \(world.path("folder")): Is a directory")
        assertRefused(
            try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("file/state.json")),
            "cannot save \(world.path("file/state.json")): cannot create folder \(world.path("file"))"
        )

        XCTAssertEqual(try world.names(), ["file", "folder"])
        XCTAssertEqual(try world.sut.contents(atPath: world.path("file"), maximumSize: .max), Data("kept".utf8))
    }

    func assertRemoveFileRemovesAFileAndPassesOverAMissingOneAndAFolder() throws {
        let world = try makeWorld()
        try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("catalogue.cache"))
        try world.makeFolder(atPath: world.path("folder"))

        world.sut.removeFile(atPath: world.path("catalogue.cache"))
        world.sut.removeFile(atPath: world.path("missing"))
        world.sut.removeFile(atPath: world.path("folder"))

        XCTAssertEqual(try world.names(), ["folder"], "a folder cannot be removed as a file, so it is left")
    }

    func assertRemoveAbandonedTemporaryFilesRemovesThoseWhoseWriterIsGoneAndNothingElse() throws {
        let world = try makeWorld()
        let path = world.path("catalogue.index")
        for name in ["catalogue.index", "state.json", "notes.tmp"] {
            try world.sut.writeAtomically(Data("x".utf8), toPath: world.path(name))
        }
        let abandoned = try world.leaveTemporaryFile(forPath: path, writerRunning: false)
        let underWay = try world.leaveTemporaryFile(forPath: path, writerRunning: true)
        let otherFiles = try world.leaveTemporaryFile(forPath: world.path("state.json"), writerRunning: false)
        let left = try world.names()

        world.sut.removeAbandonedTemporaryFiles(forPath: path)

        XCTAssertEqual(left, ["catalogue.index", "notes.tmp", "state.json", abandoned, underWay, otherFiles].sorted(), "each was left")
        XCTAssertEqual(try world.names(), ["catalogue.index", "notes.tmp", "state.json", underWay, otherFiles].sorted())
    }

    func assertSetModificationTimeSetsItLeavingTheFileAsItWas() throws {
        let world = try makeWorld()
        let path = world.path("catalogue.index")
        try world.sut.writeAtomically(Data("index".utf8), toPath: path)
        let before = try XCTUnwrap(world.sut.identity(atPath: path))

        try world.sut.setModificationTime(1_500_000_000_123_456_789, atPath: path)

        let after = try XCTUnwrap(world.sut.identity(atPath: path))
        XCTAssertEqual(after.modificationTime, 1_500_000_000_123_456_789, "to the nanosecond")
        XCTAssertGreaterThanOrEqual(after.changeTime, before.changeTime, "a change, at the file system's now")
        XCTAssertEqual([after.device, after.inode, UInt64(after.size)], [before.device, before.inode, UInt64(before.size)], "the same file")
        XCTAssertEqual(try world.sut.contents(atPath: path, maximumSize: .max), Data("index".utf8))
    }

    func assertSetModificationTimeToNowMakesItTheChangeTime() throws {
        let world = try makeWorld()
        let path = world.path("catalogue.index")
        try world.sut.writeAtomically(Data("index".utf8), toPath: path)
        try world.sut.setModificationTime(1_000_000_000_000_000_000, atPath: path)

        try world.sut.setModificationTime(nil, atPath: path)

        let after = try XCTUnwrap(world.sut.identity(atPath: path))
        XCTAssertEqual(after.modificationTime, after.changeTime, "both the file system's now")
        XCTAssertNotEqual(after.modificationTime, 1_000_000_000_000_000_000, "the time set before is gone")
    }

    func assertSetModificationTimeRefusesAMissingFileMakingNone() throws {
        let world = try makeWorld()

        assertRefused(try world.sut.setModificationTime(nil, atPath: world.path("missing")), "cannot touch \(world.path("missing")): No such file or directory")
        assertRefused(try world.sut.setModificationTime(5, atPath: world.path("missing")), "cannot touch \(world.path("missing")): No such file or directory")

        XCTAssertEqual(try world.names(), [])
    }

    func assertLockRunsTheBodyAndGivesBackWhatItReturnedOrThrew() async throws {
        let world = try makeWorld()

        let value = try await world.sut.withExclusiveLock(forPath: world.path("state.json")) { 42 }
        let thrown = await thrownError { try await world.sut.withExclusiveLock(forPath: world.path("state.json")) { throw LockAlreadyHeld() } }

        XCTAssertEqual(value, 42)
        XCTAssertTrue(thrown is LockAlreadyHeld, "\(String(describing: thrown))")
        XCTAssertNoThrow(try world.holdLock(forPath: world.path("state.json"))(), "the lock is let go after a body that threw")
    }

    func assertLockOfOnePathIsNotHeldUpByAnothersLock() async throws {
        let world = try makeWorld()
        let release = try world.holdLock(forPath: world.path("other.json"))
        defer { release() }
        let sut = world.fileSystem(waitingForLocks: ScriptedLockWait(pause: { XCTFail("waited for another file's lock") }, pausesBeforeGivingUp: 0))

        let ran = try await sut.withExclusiveLock(forPath: world.path("state.json")) { "ran" }

        XCTAssertEqual(ran, "ran")
    }

    func assertLockWaitsForAnotherHolderAndRunsTheBodyOnceItLetsGo() async throws {
        let world = try makeWorld()
        let events = Mutex<[String]>([])
        let release = try world.holdLock(forPath: world.path("state.json"))
        let sut = world.fileSystem(waitingForLocks: ScriptedLockWait(pause: {
            let count = events.withLock { events in
                events.append("pause")
                return events.count
            }
            if count == 3 {
                release()
                events.withLock { $0.append("let go") }
            }
        }, pausesBeforeGivingUp: 100))

        try await sut.withExclusiveLock(forPath: world.path("state.json")) { events.withLock { $0.append("body") } }

        XCTAssertEqual(events.withLock { $0 }, ["pause", "pause", "pause", "let go", "body"])
    }

    func assertLockGivesUpWithoutRunningTheBodyWhenAnotherHolderKeepsIt() async throws {
        let world = try makeWorld()
        let pauses = Mutex(0)
        let release = try world.holdLock(forPath: world.path("state.json"))
        defer { release() }
        let sut = world.fileSystem(waitingForLocks: ScriptedLockWait(pause: { pauses.withLock { $0 += 1 } }, pausesBeforeGivingUp: 5))

        let thrown = await thrownError { try await sut.withExclusiveLock(forPath: world.path("state.json")) { XCTFail("the body ran") } }

        XCTAssertEqual((thrown as? LockWaitTimeout)?.path, world.path("state.json"), "\(String(describing: thrown))")
        XCTAssertEqual(pauses.withLock { $0 }, 5)
    }

    func assertLockStopsWaitingWithoutRunningTheBodyWhenItsTaskIsCancelled() async throws {
        let world = try makeWorld()
        let path = world.path("state.json")
        let release = try world.holdLock(forPath: path)
        defer { release() }
        // The pause runs in the waiting task: cancelling "the current task" there is cancelling the wait.
        let sut = world.fileSystem(waitingForLocks: ScriptedLockWait(pause: { withUnsafeCurrentTask { $0?.cancel() } }, pausesBeforeGivingUp: 100))

        let waiting = Task.detached { try await sut.withExclusiveLock(forPath: path) { "ran" } }

        let result = await waiting.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func assertLockRefusesAFolderAndAPathUnderAFileWithoutRunningTheBody() async throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("file"))

        let folder = await thrownError { try await world.sut.withExclusiveLock(forPath: world.path("folder")) { XCTFail("the body ran") } }
        let underAFile = await thrownError { try await world.sut.withExclusiveLock(forPath: world.path("file/state.json")) { XCTFail("the body ran") } }

        XCTAssertEqual(folder.map { "\($0)" }, "cannot save \(world.path("folder")): Is a directory")
        XCTAssertEqual(underAFile.map { "\($0)" }, "cannot save \(world.path("file/state.json")): cannot create folder \(world.path("file"))")
    }

    func assertCheckCanSavePassesWithoutWaitingForAHeldLock() throws {
        let world = try makeWorld()
        let release = try world.holdLock(forPath: world.path("state.json"))
        defer { release() }
        let sut = world.fileSystem(waitingForLocks: ScriptedLockWait(pause: { XCTFail("waited for the lock") }, pausesBeforeGivingUp: 0))

        XCTAssertNoThrow(try sut.checkCanSave(atPath: world.path("state.json")))
        XCTAssertNoThrow(try sut.checkCanSave(atPath: world.path("new/folder/state.json")))
    }

    func assertCheckCanSaveMakesNoFileAndNoFolder() throws {
        let world = try makeWorld()

        XCTAssertNoThrow(try world.sut.checkCanSave(atPath: world.path("state.json")))
        XCTAssertNoThrow(try world.sut.checkCanSave(atPath: world.path("new/folder/state.json")))

        XCTAssertEqual(try world.names(), [])
    }

    func assertCheckCanSaveRefusesAFolderAndAPathUnderAFile() throws {
        let world = try makeWorld()
        try world.makeFolder(atPath: world.path("folder"))
        try world.sut.writeAtomically(Data("x".utf8), toPath: world.path("file"))

        assertRefused(try world.sut.checkCanSave(atPath: world.path("folder")), "cannot save \(world.path("folder")): Is a directory")
        assertRefused(
            try world.sut.checkCanSave(atPath: world.path("file/state.json")),
            "cannot save \(world.path("file/state.json")): cannot create folder \(world.path("file"))"
        )
    }
}
