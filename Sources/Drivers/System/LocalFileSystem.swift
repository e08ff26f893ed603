import Adapters
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's own file system: files read whole and bounded, never waiting on a FIFO; saved atomically with fsync so
/// that a saved file survives a crash or power loss (LocalFileSystem+Saving).
public struct LocalFileSystem: FileSystem {
    /// How a save waits for another shop that holds the lock.
    let lockWaiting: LockWaiting
    /// Opens a folder and syncs it, answering 0, or the error number of the call that failed.
    let syncFolder: @Sendable (_ folder: String) -> Int32

    /// The file system, waiting for another shop's lock as `lockWaiting` says.
    public init(lockWaiting: LockWaiting = LockWaiting()) {
        self.init(lockWaiting: lockWaiting, syncingFolders: Self.openAndSync)
    }

    /// The file system syncing folders with `syncFolder`: a test's own makes a folder's sync fail, as a failing disk or
    /// a full table of descriptors does, right after a rename that nothing else can make fail then.
    init(lockWaiting: LockWaiting = LockWaiting(), syncingFolders syncFolder: @escaping @Sendable (_ folder: String) -> Int32) {
        self.lockWaiting = lockWaiting
        self.syncFolder = syncFolder
    }

    public func contents(atPath path: String, maximumSize: Int) throws -> Data? {
        try data(atPath: path, maximumSize: maximumSize, streams: false)
    }

    public func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data? {
        try data(atPath: path, maximumSize: maximumSize, streams: true)
    }

    private func data(atPath path: String, maximumSize: Int, streams: Bool) throws -> Data? {
        try readWhole(atPath: path, maximumSize: maximumSize, streams: streams) { size, fill throws -> Data in
            // Not `Data(count:)`, which zeroes every page before the read overwrites it: memory aligned for huge
            // pages, left as it is, and handed to the `Data` to free.
            guard let memory = HugePages.allocate(byteCount: size) else { throw Self.error("cannot read", path, ENOMEM) }
            do {
                let filled = try fill(UnsafeMutableRawBufferPointer(start: memory, count: size))
                return Data(bytesNoCopy: memory, count: filled, deallocator: .free)
            } catch {
                free(memory)
                throw error
            }
        } appending: { data, more in
            data.append(contentsOf: more)
        }
    }

    /// Reads the whole file at `path` into a buffer that `make` sizes once to the file's size and fills through the
    /// function it is given, which answers how many bytes it read (fewer if the file shrank); bytes the file grew by
    /// meanwhile are added with `append`. Growing a buffer as it is read, or reading through a smaller one, copies a
    /// big catalogue again. Only a regular file is read, unless `streams` lets a pipe or a FIFO be read too.
    private func readWhole<Buffer>(
        atPath path: String, maximumSize: Int, streams: Bool,
        make: (Int, (UnsafeMutableRawBufferPointer) throws -> Int) throws -> Buffer,
        appending append: (inout Buffer, ArraySlice<UInt8>) -> Void
    ) throws -> Buffer? {
        guard let descriptor = try Self.openForReading(path, waitingForWriters: streams) else { return nil }
        defer { close(descriptor) }
        // open(2) succeeds on a directory; read(2) is where it fails, so check first for a clearer line.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.error("cannot read", path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw Self.error("cannot read", path, EISDIR) }
        guard streams || status.st_mode & S_IFMT == S_IFREG else { throw FileSystemError("cannot read \(path): not a regular file") }
        // The size is checked before reading so that a huge file costs nothing; the loop checks again in case it grows.
        guard status.st_size <= maximumSize else { throw FileTooLargeError(maximumSize: maximumSize) }

        var shrank = false
        var buffer = try make(Int(status.st_size)) { bytes throws -> Int in
            HugePages.advise(bytes)
            var filled = 0
            while filled < bytes.count {
                let count = try Self.readChunk(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled...]), path: path)
                if count == 0 {
                    shrank = true
                    return filled
                }
                filled += count
            }
            return filled
        }
        if shrank { return buffer }
        // The file may have grown since it was measured: read on until its end, within the limit.
        var size = Int(status.st_size)
        var more = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = try more.withUnsafeMutableBytes { try Self.readChunk(descriptor, into: $0, path: path) }
            if count == 0 { return buffer }
            guard count <= maximumSize - size else { throw FileTooLargeError(maximumSize: maximumSize) }
            size += count
            append(&buffer, more[0..<count])
        }
    }

    public func openForReading(atPath path: String) throws -> (any RandomAccessFile)? {
        // Without O_NONBLOCK, opening a FIFO waits for a writer that may never come.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw Self.error("cannot read", path, code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw Self.error("cannot read", path, code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw FileSystemError("cannot read \(path): not a regular file")
        }
        return LocalRandomAccessFile(descriptor: descriptor, identity: Self.identity(of: status), path: path)
    }

    public func identity(atPath path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Self.identity(of: status)
    }

    static func identity(of status: stat) -> FileIdentity {
        func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
        return FileIdentity(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size),
            modificationTime: nanoseconds(status.st_mtim), changeTime: nanoseconds(status.st_ctim)
        )
    }

    /// A descriptor for reading the file at `path`, or nil when there is none. Opened without blocking, so that a FIFO
    /// nobody writes to cannot hold the shop up, unless it is `waitingForWriters`, as a script from `<(…)` is.
    private static func openForReading(_ path: String, waitingForWriters: Bool) throws -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (waitingForWriters ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw error("cannot read", path, code)
        }
        return descriptor
    }

    /// Reads what is there, up to `buffer`'s size, into it, trying again when a signal interrupts; 0 at the end.
    static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            guard errno == EINTR else { throw error("cannot read", path, errno) }
        }
    }

    static func error(_ action: String, _ path: String, _ code: Int32) -> FileSystemError {
        FileSystemError("\(action) \(path): \(String(cString: strerror(code)))")
    }
}
