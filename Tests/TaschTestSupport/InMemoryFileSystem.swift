import Adapters
import Foundation
import Synchronization

/// A file system held in memory for tests: files can be seeded, edited in place, touched and inspected, and reads,
/// writes or locks told to fail. Like a real one, a path names a file (an inode): a file opened for reading keeps
/// reading that file after another is put at its path, and sees edits made to it in place.
public final class InMemoryFileSystem: FileSystem {
    /// One thing done to the file system, in the order `journal` lists them.
    public enum Event: Equatable, Sendable {
        case lock(String)
        case read(String)
        case write(String)
        case append(String)
        case unlock(String)
    }

    struct Node {
        var data: Data
        var modified: Int64
        var changed: Int64
    }

    struct State {
        var paths: [String: UInt64] = [:]
        var nodes: [UInt64: Node] = [:]
        var nextInode: UInt64 = 1
        /// The time of the next change: every change happens at a later time than the last, unless a test says otherwise.
        var clock: Int64 = 1
        var readError: (any Error)?
        var writeError: (any Error)?
        /// Where `writeError` applies: every path when nil.
        var failingWritePath: String?
        var lockError: (any Error)?
        var saveCheckError: (any Error)?
        var writtenPaths: [String] = []
        var journal: [Event] = []

        /// The error a write to `path` throws now, if any.
        func writeError(toPath path: String) -> (any Error)? {
            failingWritePath == nil || failingWritePath == path ? writeError : nil
        }

        mutating func tick() -> Int64 {
            defer { clock += 1 }
            return clock
        }

        /// Puts a new file holding `data` at `path`, replacing whichever was there.
        mutating func create(_ data: Data, atPath path: String) {
            let now = tick()
            let inode = nextInode
            nextInode += 1
            nodes[inode] = Node(data: data, modified: now, changed: now)
            paths[path] = inode
        }
    }

    let state: Mutex<State>
    // A separate lock, held around a whole read-modify-write, since `state`'s mutex is taken by each read and write inside it.
    private let exclusive = NSLock()

    /// A file system holding `files`, keyed by path.
    public init(files: [String: Data] = [:]) {
        var state = State()
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            state.create(data, atPath: path)
        }
        self.state = Mutex(state)
    }

    /// Every file as it is now, keyed by path.
    public var files: [String: Data] {
        state.withLock { state in state.paths.compactMapValues { state.nodes[$0]?.data } }
    }

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

    /// Makes every later write and append throw `error` and change nothing, or succeed again when nil; only those to
    /// `path` when one is given.
    public func failWrites(with error: (any Error)?, toPath path: String? = nil) {
        state.withLock { state in
            state.writeError = error
            state.failingWritePath = path
        }
    }

    /// Puts a new file holding `data` at `path`, as another program writing it and renaming it there would.
    public func seed(_ data: Data, atPath path: String) {
        state.withLock { $0.create(data, atPath: path) }
    }

    /// Changes the file at `path` in place, as an editor writing into it would: the same file, new contents, and new
    /// times unless `keepingTimes` (a change within the same tick of the clock as the last).
    public func edit(atPath path: String, keepingTimes: Bool = false, _ change: (inout Data) -> Void) {
        state.withLock { state in
            guard let inode = state.paths[path], var node = state.nodes[inode] else { return }
            change(&node.data)
            if !keepingTimes {
                let now = state.tick()
                (node.modified, node.changed) = (now, now)
            }
            state.nodes[inode] = node
        }
    }

    /// Sets the times of the file at `path` as `touch` would: the modification time to `modified` (by default now),
    /// and the change time, which no program can set, to now.
    public func touch(atPath path: String, modified: Int64? = nil) {
        state.withLock { state in
            guard let inode = state.paths[path] else { return }
            let now = state.tick()
            state.nodes[inode]?.modified = modified ?? now
            state.nodes[inode]?.changed = now
        }
    }

    /// Sets both times of the file at `path` to `time`, as a change made at that moment would have left them.
    public func setTimes(_ time: Int64, atPath path: String) {
        state.withLock { state in
            guard let inode = state.paths[path] else { return }
            state.nodes[inode]?.modified = time
            state.nodes[inode]?.changed = time
        }
    }

    public func identity(atPath path: String) -> FileIdentity? {
        state.withLock { state in
            guard let inode = state.paths[path], let node = state.nodes[inode] else { return nil }
            return FileIdentity(device: 1, inode: inode, size: node.data.count, modificationTime: node.modified, changeTime: node.changed)
        }
    }

    public func contents(atPath path: String, maximumSize: Int) throws -> Data? {
        try state.withLock { state throws -> Data? in
            if let error = state.readError { throw error }
            state.journal.append(.read(path))
            guard let inode = state.paths[path], let data = state.nodes[inode]?.data else { return nil }
            if data.count > maximumSize { throw FileTooLargeError(maximumSize: maximumSize) }
            return data
        }
    }

    public func openForReading(atPath path: String) throws -> (any RandomAccessFile)? {
        try state.withLock { state throws -> (any RandomAccessFile)? in
            if let error = state.readError { throw error }
            state.journal.append(.read(path))
            guard let inode = state.paths[path], let node = state.nodes[inode] else { return nil }
            let identity = FileIdentity(device: 1, inode: inode, size: node.data.count, modificationTime: node.modified, changeTime: node.changed)
            return InMemoryRandomAccessFile(fileSystem: self, inode: inode, identity: identity)
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
            if let error = state.writeError(toPath: path) { throw error }
            state.create(data, atPath: path)
            state.writtenPaths.append(path)
            state.journal.append(.write(path))
        }
    }

    public func append(_ data: Data, toPath path: String, after length: Int) throws {
        try state.withLock { state throws in
            if let error = state.writeError(toPath: path) { throw error }
            guard let inode = state.paths[path], var node = state.nodes[inode] else {
                guard length == 0 else { throw InMemoryFileSystemError("cannot save \(path): No such file or directory") }
                state.create(data, atPath: path)
                state.writtenPaths.append(path)
                state.journal.append(.append(path))
                return
            }
            guard node.data.count >= length else {
                throw InMemoryFileSystemError("cannot save \(path): it holds \(node.data.count) bytes, fewer than the \(length) it should keep")
            }
            node.data = node.data.prefix(length) + data
            let now = state.tick()
            (node.modified, node.changed) = (now, now)
            state.nodes[inode] = node
            state.writtenPaths.append(path)
            state.journal.append(.append(path))
        }
    }

    public func removeFile(atPath path: String) {
        _ = state.withLock { $0.paths.removeValue(forKey: path) }
    }

    /// Nothing to do: an atomic write here never leaves a temporary file behind.
    public func removeAbandonedTemporaryFiles(forPath path: String) {}
}

/// Why the in-memory file system refused a call, worded as the machine's file system words it.
public struct InMemoryFileSystemError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
