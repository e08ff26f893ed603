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
        /// What a pipe or a FIFO at a path gives once, read to its end: no regular file, so no identity.
        var streams: [String: Data] = [:]
        var nextInode: UInt64 = 1
        /// The time of the next change: every change happens at a later time than the last, unless a test says otherwise.
        var clock: Int64 = 1
        var readError: (any Error)?
        var writeError: (any Error)?
        var lockError: (any Error)?
        var saveCheckError: (any Error)?
        var writtenPaths: [String] = []
        var journal: [Event] = []

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

    /// Makes every later write throw `error` and change nothing, or succeed again when nil.
    public func failWrites(with error: (any Error)?) {
        state.withLock { $0.writeError = error }
    }

    /// Puts a new file holding `data` at `path`, as another program writing it and renaming it there would.
    public func seed(_ data: Data, atPath path: String) {
        state.withLock { $0.create(data, atPath: path) }
    }

    /// Puts a pipe at `path` that gives `data` to the first read of it as a stream, as `<(…)` does; it has no identity
    /// and is refused as a file.
    public func seedStream(_ data: Data, atPath path: String) {
        state.withLock { $0.streams[path] = data }
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
            if state.streams[path] != nil { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
            guard let inode = state.paths[path], let data = state.nodes[inode]?.data else { return nil }
            if data.count > maximumSize { throw FileTooLargeError(maximumSize: maximumSize) }
            return data
        }
    }

    public func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data? {
        let stream = state.withLock { state in state.streams.removeValue(forKey: path) }
        guard let stream else { return try contents(atPath: path, maximumSize: maximumSize) }
        if stream.count > maximumSize { throw FileTooLargeError(maximumSize: maximumSize) }
        return stream
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
            if let error = state.writeError { throw error }
            state.create(data, atPath: path)
            state.writtenPaths.append(path)
            state.journal.append(.write(path))
        }
    }

    public func removeFile(atPath path: String) {
        _ = state.withLock { $0.paths.removeValue(forKey: path) }
    }

    /// Nothing to do: an atomic write here never leaves a temporary file behind.
    public func removeAbandonedTemporaryFiles(forPath path: String) {}
}
