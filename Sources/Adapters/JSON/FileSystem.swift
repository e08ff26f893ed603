import Foundation

/// Reads and writes whole files; the JSON adapters own the format, the outer layer owns the bytes.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is none; throws `FileTooLargeError` before reading a file over `maximumSize`
    /// bytes, and refuses anything that is not a regular file (a folder, a FIFO, a device) without waiting on it.
    func contents(atPath path: String, maximumSize: Int) throws -> Data?
    /// The bytes of the file, pipe or other stream at `path`, read to its end, or nil when there is nothing there;
    /// throws `FileTooLargeError` once more than `maximumSize` bytes come. For a script given as `<(…)`, say.
    func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data?
    /// The file's bytes as an array, or nil when there is none; throws `FileTooLargeError` as `contents` does.
    func bytes(atPath path: String, maximumSize: Int) throws -> [UInt8]?
    /// Gives the file's bytes to `body` in order, in pieces of at most `chunkSize` bytes, never holding the whole file;
    /// false when there is no file at `path`.
    func stream(atPath path: String, inChunksOf chunkSize: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws -> Bool
    /// The file's size and modification time, or nil when there is no file at `path` or they cannot be read.
    func attributes(atPath path: String) -> FileAttributes?
    /// Replaces the file at `path` with `data` so that a crash leaves the old or the new file, never a mix.
    func writeAtomically(_ data: Data, toPath path: String) throws
    /// Replaces the file at `path` with `data` atomically as above; unless `durable`, without waiting for the disk
    /// (no fsync), for files that are only worth having when intact and are checked when read.
    func writeAtomically(_ data: Data, toPath path: String, durable: Bool) throws
    /// Runs `body` while holding a lock on `path` that every other holder, in any process, waits for; throws without
    /// running `body` when the lock cannot be taken (the folder cannot be created), when another holder keeps it too
    /// long (`LockWaitTimeout`), or when the waiting task is cancelled (`CancellationError`).
    func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T
    /// Throws when a save at `path` could not be made (its folder cannot be created, or it is a folder), without
    /// waiting for any lock: a start-up check that another shop saving cannot hold up.
    func checkCanSave(atPath path: String) throws
}

/// Another holder kept a lock longer than a save waits for it.
public struct LockWaitTimeout: Error, Equatable, CustomStringConvertible {
    /// The file whose lock was held.
    public let path: String
    /// How long the save waited, in whole seconds.
    public let seconds: Int

    /// The lock on `path` was held longer than `seconds`.
    public init(path: String, seconds: Int) {
        self.path = path
        self.seconds = seconds
    }

    public var description: String {
        "\(path) was still being saved by another Tasch after \(seconds) seconds"
    }
}

extension FileSystem {
    /// The bytes as `contents(atPath:maximumSize:)` reads them: a file system without streams has only files.
    public func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data? {
        try contents(atPath: path, maximumSize: maximumSize)
    }

    /// The bytes of `contents`, copied: a file system that can read straight into an array does better.
    public func bytes(atPath path: String, maximumSize: Int) throws -> [UInt8]? {
        try contents(atPath: path, maximumSize: maximumSize).map { [UInt8]($0) }
    }

    /// Writes durably: a file system that cannot skip the wait gives up nothing by always taking it.
    public func writeAtomically(_ data: Data, toPath path: String, durable: Bool) throws {
        try writeAtomically(data, toPath: path)
    }
}
