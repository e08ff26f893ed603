import Foundation

/// Reads and writes whole files; the JSON adapters own the format, the outer layer owns the bytes.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no file at `path`.
    func contents(atPath path: String) throws -> Data?
    /// The file's bytes, or nil when there is none; throws `FileTooLargeError` before reading a file over `maximumSize` bytes.
    func contents(atPath path: String, maximumSize: Int) throws -> Data?
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
    /// Runs `body` while holding a lock on `path` that every other holder, in any process, waits for;
    /// throws without running `body` when the lock cannot be taken, e.g. because the folder cannot be created.
    func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T
}

extension FileSystem {
    /// The bytes of `contents`, copied: a file system that can read straight into an array does better.
    public func bytes(atPath path: String, maximumSize: Int) throws -> [UInt8]? {
        try contents(atPath: path, maximumSize: maximumSize).map { [UInt8]($0) }
    }

    /// Writes durably: a file system that cannot skip the wait gives up nothing by always taking it.
    public func writeAtomically(_ data: Data, toPath path: String, durable: Bool) throws {
        try writeAtomically(data, toPath: path)
    }
}
