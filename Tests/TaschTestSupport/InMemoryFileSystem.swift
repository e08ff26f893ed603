import Adapters
import Foundation
import Synchronization

/// A file system held in memory for tests: files can be seeded and inspected, and reads, writes or locks told to fail.
public final class InMemoryFileSystem: FileSystem {
    /// One thing done to the file system, in the order `journal` lists them.
    public enum Event: Equatable, Sendable {
        case lock(String)
        case read(String)
        case write(String)
        case unlock(String)
    }

    private struct State {
        var files: [String: Data]
        var modificationTimes: [String: Int64] = [:]
        var clock: Int64 = 0
        var readError: (any Error)?
        var writeError: (any Error)?
        var lockError: (any Error)?
        var saveCheckError: (any Error)?
        var writtenPaths: [String] = []
        var journal: [Event] = []
    }

    private let state: Mutex<State>
    // A separate lock, held around a whole read-modify-write, since `state`'s mutex is taken by each read and write inside it.
    private let exclusive = NSLock()

    /// A file system holding `files`, keyed by path.
    public init(files: [String: Data] = [:]) {
        state = Mutex(State(files: files))
    }

    /// Every file as it is now, keyed by path.
    public var files: [String: Data] { state.withLock { $0.files } }

    /// The paths written to, in order, one entry per successful write.
    public var writtenPaths: [String] { state.withLock { $0.writtenPaths } }

    /// Every read, write, lock and unlock, in order.
    public var journal: [Event] { state.withLock { $0.journal } }

    /// Makes every later lock throw `error` without running its body, or succeed again when nil.
    public func failLocks(with error: (any Error)?) {
        state.withLock { $0.lockError = error }
    }

    /// Makes every later check that a save can be made throw `error`, or pass again when nil.
    public func failSaveChecks(with error: (any Error)?) {
        state.withLock { $0.saveCheckError = error }
    }

    /// Makes every later read throw `error`, or succeed again when nil.
    public func failReads(with error: (any Error)?) {
        state.withLock { $0.readError = error }
    }

    /// Makes every later write throw `error` and change nothing, or succeed again when nil.
    public func failWrites(with error: (any Error)?) {
        state.withLock { $0.writeError = error }
    }

    /// Puts `data` at `path` as if another program had written it.
    public func seed(_ data: Data, atPath path: String) {
        state.withLock { $0.files[path] = data }
    }

    /// Sets the modification time `attributes` gives for `path`, as `touch -d` would; a write sets a later one.
    public func setModificationTime(_ time: Int64, atPath path: String) {
        state.withLock { $0.modificationTimes[path] = time }
    }

    public func stream(atPath path: String, inChunksOf chunkSize: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws -> Bool {
        guard let data = try contents(atPath: path, maximumSize: Int.max) else { return false }
        data.withUnsafeBytes { bytes in
            for start in stride(from: 0, to: bytes.count, by: chunkSize) {
                body(UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + chunkSize, bytes.count)]))
            }
        }
        return true
    }

    public func attributes(atPath path: String) -> FileAttributes? {
        state.withLock { state in
            state.files[path].map { FileAttributes(size: $0.count, modificationTime: state.modificationTimes[path] ?? 0) }
        }
    }

    public func contents(atPath path: String, maximumSize: Int) throws -> Data? {
        try state.withLock { state throws -> Data? in
            if let error = state.readError { throw error }
            state.journal.append(.read(path))
            if let data = state.files[path], data.count > maximumSize { throw FileTooLargeError(maximumSize: maximumSize) }
            return state.files[path]
        }
    }

    public func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T {
        try state.withLock { state throws in
            if let error = state.lockError { throw error }
        }
        exclusive.lock()
        defer { exclusive.unlock() }
        state.withLock { $0.journal.append(.lock(path)) }
        defer { state.withLock { $0.journal.append(.unlock(path)) } }
        return try body()
    }

    public func checkCanSave(atPath path: String) throws {
        try state.withLock { state throws in
            if let error = state.saveCheckError { throw error }
        }
    }

    public func writeAtomically(_ data: Data, toPath path: String) throws {
        try state.withLock { state throws in
            if let error = state.writeError { throw error }
            state.files[path] = data
            state.clock += 1
            state.modificationTimes[path] = state.clock
            state.writtenPaths.append(path)
            state.journal.append(.write(path))
        }
    }
}
