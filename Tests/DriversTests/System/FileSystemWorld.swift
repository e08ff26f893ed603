import Adapters
@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// How a taker waits for a lock someone else holds, as a contract test drives it: it tries, and between tries calls
/// `pause`; after `pausesBeforeGivingUp` pauses it gives up. No clock and no sleeping: the test decides what a pause does.
struct ScriptedLockWait: Sendable {
    var pause: @Sendable () -> Void
    var pausesBeforeGivingUp: Int
}

/// One file system as a contract test sees it: the port under test, and what only another program does to files (a
/// folder, a FIFO, an edit in place, a lock held elsewhere, a save killed half-way), each done as that program would.
protocol FileSystemWorld {
    /// The port, its waits for a held lock as `lockWait` says, or as it waits by default when nil.
    func fileSystem(waitingForLocks lockWait: ScriptedLockWait?) -> any FileSystem
    /// The path of `name` in a folder of the test's own.
    func path(_ name: String) -> String
    /// The names in the test's folder, sorted.
    func names() throws -> [String]
    func makeFolder(atPath path: String) throws
    func makeFIFO(atPath path: String) throws
    /// Writes `data` into the file at `path` from its start, in place, and cuts the file off after it.
    func rewriteInPlace(atPath path: String, with data: Data) throws
    /// Sets the file's modification time to `nanoseconds` since 1970, as `touch -d` would.
    func setModificationTime(_ nanoseconds: Int64, atPath path: String) throws
    /// Takes the lock of `path` as another program would, and returns the function that lets it go.
    func holdLock(forPath path: String) throws -> @Sendable () -> Void
    /// Leaves a temporary file of a save of `path` as its writer would, one that was killed or one still running, and
    /// returns its name.
    func leaveTemporaryFile(forPath path: String, writerRunning: Bool) throws -> String
    /// The port, every sync of the test's folder failing with EIO ("Input/output error") as on a failing disk: what
    /// comes after an atomic write's rename, and after an append that starts a file.
    func fileSystemFailingFolderSyncs() -> any FileSystem
}

extension FileSystemWorld {
    /// The port, waiting for a held lock as it does by default.
    var sut: any FileSystem { fileSystem(waitingForLocks: nil) }
}

/// A lock the test could not take: someone holds it.
struct LockAlreadyHeld: Error {}

/// The machine's file system, in a fresh folder that the test removes.
struct LocalFileSystemWorld: FileSystemWorld {
    let folder: URL

    func fileSystem(waitingForLocks lockWait: ScriptedLockWait?) -> any FileSystem {
        guard let lockWait else { return LocalFileSystem() }
        // Each pause is the shortest one, a millisecond of counted waiting on a clock that never sleeps, so giving up
        // after n of them is n ms.
        return LocalFileSystem(lockWaiting: LockWaiting(
            giveUpAfter: .milliseconds(lockWait.pausesBeforeGivingUp), pause: .milliseconds(1),
            clock: ImmediateClock(onSleep: { _ in lockWait.pause() })
        ))
    }

    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func makeFolder(atPath path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func makeFIFO(atPath path: String) throws {
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func rewriteInPlace(atPath path: String, with data: Data) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: data)
        try handle.truncate(atOffset: UInt64(data.count))
        try handle.close()
    }

    func setModificationTime(_ nanoseconds: Int64, atPath path: String) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var times = [time, time]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Through a descriptor of its own on the lock file, as another shop would.
    func holdLock(forPath path: String) throws -> @Sendable () -> Void {
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileLocking) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw LockAlreadyHeld()
        }
        return { close(descriptor) }
    }

    /// Named as a save names its temporary file: hidden, after the file, with its writer's process id.
    func leaveTemporaryFile(forPath path: String, writerRunning: Bool) throws -> String {
        let writer = writerRunning ? getpid() : try Self.processIDNoProcessHas()
        let name = ".\(URL(fileURLWithPath: path).lastPathComponent).\(writer).\(UUID().uuidString).tmp"
        try Data("half a save".utf8).write(to: folder.appendingPathComponent(name))
        return name
    }

    func fileSystemFailingFolderSyncs() -> any FileSystem {
        LocalFileSystem(syncingFolders: { _ in EIO })
    }

    /// One past the largest process id the system gives out.
    private static func processIDNoProcessHas() throws -> Int32 {
        let text = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
        return try XCTUnwrap(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))) + 1
    }
}

/// The in-memory twin; its folder is a path like any other.
struct InMemoryFileSystemWorld: FileSystemWorld {
    let files: InMemoryFileSystem
    let folder = "/contract"

    func fileSystem(waitingForLocks lockWait: ScriptedLockWait?) -> any FileSystem {
        if let lockWait {
            files.waitForLocks(pausing: lockWait.pause, givingUpAfter: lockWait.pausesBeforeGivingUp)
        }
        return files
    }

    func path(_ name: String) -> String {
        folder + "/" + name
    }

    func names() -> [String] {
        files.names(inFolder: folder)
    }

    func makeFolder(atPath path: String) {
        files.makeFolder(atPath: path)
    }

    func makeFIFO(atPath path: String) {
        files.makeFIFO(atPath: path)
    }

    func rewriteInPlace(atPath path: String, with data: Data) {
        files.edit(atPath: path) { $0 = data }
    }

    func setModificationTime(_ nanoseconds: Int64, atPath path: String) {
        files.touch(atPath: path, modified: nanoseconds)
    }

    func holdLock(forPath path: String) throws -> @Sendable () -> Void {
        guard let release = files.holdLock(forPath: path) else { throw LockAlreadyHeld() }
        return release
    }

    func leaveTemporaryFile(forPath path: String, writerRunning: Bool) -> String {
        files.leaveTemporaryFile(forPath: path, writerRunning: writerRunning)
    }

    func fileSystemFailingFolderSyncs() -> any FileSystem {
        files.failSteps(because: "Input/output error") { [folder] in $0 == .sync(folder) }
        return files
    }
}
