import Foundation

/// Reads and writes files; the adapters own the formats, the outer layer owns the bytes.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is none; throws `FileTooLargeError` before reading a file over `maximumSize`
    /// bytes, and refuses anything that is not a regular file (a folder, a FIFO, a device) without waiting on it.
    func contents(atPath path: String, maximumSize: Int) throws -> Data?
    /// The bytes of the file at `path` as `contents(atPath:maximumSize:)` reads them, refusing what it refuses, but in
    /// memory whose parts can be given back once read (`FileBytes`). Each block of `FileBytes.blockSize` bytes (the
    /// file's last may be shorter) is handed to `observe` with its offset once it is read, so that the bytes are hashed
    /// while they are fresh, not in a second pass over the whole file: in any order, from any thread, and a short last
    /// block again, whole, when the file grew while it was read.
    func contents(atPath path: String, maximumSize: Int, observing observe: @Sendable (_ offset: Int, _ block: UnsafeRawBufferPointer) -> Void) throws -> FileBytes?
    /// The bytes of the file, pipe or other stream at `path`, read to its end, or nil when there is nothing there;
    /// throws `FileTooLargeError` once more than `maximumSize` bytes come. For a script given as `<(…)`, say.
    func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data?
    /// The file at `path` opened for positioned reads, without waiting for anything (a FIFO never blocks it), or nil
    /// when there is none; throws when it cannot be opened or is not a regular file.
    func openForReading(atPath path: String) throws -> (any RandomAccessFile)?
    /// The identity of the regular file at `path`, or nil when there is none or it cannot be read.
    func identity(atPath path: String) -> FileIdentity?
    /// Replaces the file at `path` with `data` so that a crash leaves the old or the new file, never a mix: writes a
    /// temporary file, syncs it, renames it over `path` and syncs the folder. Throws, having changed nothing, when it
    /// fails before the rename; once the new file is in place it throws only `ReplacedButNotSyncedError` (its folder
    /// could not be synced), so that a caller whose commit the rename is knows the commit happened.
    func writeAtomically(_ data: Data, toPath path: String) throws
    /// Replaces the cache file at `path` with `data` atomically as above, but without waiting for the disk (no fsync),
    /// since a cache is only worth having when intact and is checked when read; and never through a symbolic link: a
    /// `path` that is a link (to /dev/null, the usual way to switch a cache off) is refused and left as it is.
    func writeCache(_ data: Data, toPath path: String) throws
    /// Replaces the cache file at `path` as `writeCache(_:toPath:)` does, with a file of `length` bytes that `fill` writes
    /// a piece at a time, each at its offset, from any thread: a big cache is never held whole in memory. Bytes `fill`
    /// leaves unwritten are zeros. Throws, having changed nothing, when `fill` or one of its writes throws.
    func writeCache(length: Int, toPath path: String, _ fill: (any FilePieces) throws -> Void) throws
    /// Sets the modification time of the file at `path` (a link's own, never its target's) to `time`, in nanoseconds
    /// since 1970, or to the file system's now when nil; its change time becomes now, as for any change. For a cache's
    /// own bookkeeping: the catalogue index records this way when it was last found true.
    func setModificationTime(_ time: Int64?, atPath path: String) throws
    /// Keeps the first `length` bytes of the file at `path`, drops whatever followed them, writes `data` after them and
    /// waits until the disk holds the result (fsync; and the folder's entry too when `length` is 0, since a file kept
    /// from nothing may be new, or left by an append whose folder was never synced), so that it survives a crash once
    /// this returns. This is a journal's append: what lay past `length` was never committed.
    /// Creates the file, and its folder, when there is none and `length` is 0. Throws, having changed nothing, when the
    /// file is shorter than `length`, is missing while `length` is above 0, or is not a regular file. A crash during
    /// the call, or a failure once it began to write (a write, a sync), leaves the first `length` bytes as they were;
    /// what follows them then is not to be trusted.
    func append(_ data: Data, toPath path: String, after length: Int) throws
    /// Removes the file at `path`, if there is one; a file that cannot be removed is left.
    func removeFile(atPath path: String)
    /// Removes the temporary files that atomic writes of `path` left behind when their writer was killed, and no
    /// other: a write still under way keeps its own.
    func removeAbandonedTemporaryFiles(forPath path: String)
    /// Runs `body` while holding a lock on `path` that every other holder, in any process, waits for; throws without
    /// running `body` when the lock cannot be taken (the folder cannot be created), when another holder keeps it too
    /// long (`LockWaitTimeout`), or when the waiting task is cancelled (`CancellationError`).
    /// The wait suspends the calling task, which goes on in the caller's isolation (an actor's, say) once it holds the lock.
    nonisolated(nonsending) func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) async throws -> T
    /// Throws when a save at `path` could not be made (its folder cannot be created or written, or it is a folder),
    /// without waiting for any lock and without making any file or folder: a start-up check that another shop saving
    /// cannot hold up, and that leaves nothing behind a shop that only reads.
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
    /// The file's bytes as `contents(atPath:maximumSize:)` reads them, copied, and observed a block at a time, in order.
    public func contents(
        atPath path: String, maximumSize: Int, observing observe: @Sendable (_ offset: Int, _ block: UnsafeRawBufferPointer) -> Void
    ) throws -> FileBytes? {
        guard let data = try contents(atPath: path, maximumSize: maximumSize) else { return nil }
        let file = FileBytes(copying: data)
        FileBytes.forEachBlock(of: file.bytes, startingIn: 0..<file.bytes.count, observe)
        return file
    }

    /// The bytes as `contents(atPath:maximumSize:)` reads them: a file system without streams has only files.
    public func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data? {
        try contents(atPath: path, maximumSize: maximumSize)
    }

    /// The pieces gathered in memory, then written whole as `writeCache(_:toPath:)` writes.
    public func writeCache(length: Int, toPath path: String, _ fill: (any FilePieces) throws -> Void) throws {
        let pieces = FilePiecesInMemory(length: length)
        try fill(pieces)
        try writeCache(pieces.data, toPath: path)
    }

    /// Records nothing: a file system without times keeps none.
    public func setModificationTime(_ time: Int64?, atPath path: String) throws {}

    /// Writes durably: a file system that cannot skip the wait, and has no links, gives up nothing by always taking it.
    public func writeCache(_ data: Data, toPath path: String) throws {
        try writeAtomically(data, toPath: path)
    }
}
