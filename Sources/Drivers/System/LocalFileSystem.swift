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

    public func contents(
        atPath path: String, maximumSize: Int, observing observe: @Sendable (_ offset: Int, _ block: UnsafeRawBufferPointer) -> Void
    ) throws -> FileBytes? {
        try readWhole(atPath: path, maximumSize: maximumSize, streams: false, observing: observe) { descriptor, size in
            MappedFile.bytes(of: descriptor, size: size, observing: observe)
        } taking: { memory, count in
            FileBytes(bytes: UnsafeRawBufferPointer(start: memory, count: count), givingBack: HugePages.giveBack) {
                free(UnsafeMutableRawPointer(mutating: $0.baseAddress))
            }
        } appending: { file, more in
            file = FileBytes(copying: Array(file.bytes) + more)
            return file.bytes
        }
    }

    private func data(atPath path: String, maximumSize: Int, streams: Bool) throws -> Data? {
        try readWhole(atPath: path, maximumSize: maximumSize, streams: streams, observing: { _, _ in }) { memory, count in
            Data(bytesNoCopy: memory, count: count, deallocator: .free)
        } appending: { data, more in
            data.append(contentsOf: more)
            return nil
        }
    }

    /// Reads the whole file at `path` into memory sized once to the file's size, which `take` makes a buffer of, with
    /// how many bytes were read (fewer if the file shrank): not `Data(count:)`, which zeroes every page before the read
    /// overwrites it, but memory aligned for huge pages, left as it is, for `free` to release. Bytes the file grew by
    /// meanwhile are added with `append`, once. Growing a buffer as it is read, or reading through a smaller one, copies
    /// a big catalogue again. Each block read is handed to `observe` (`Self.fill`), and when the file grew, the blocks
    /// from its short last one on again, out of what `append` answers, if it answers them. Only a regular file is read,
    /// unless `streams` lets a pipe or a FIFO be read too. A regular file that `map` answers for, given its descriptor
    /// and size, is not read at all.
    private func readWhole<Buffer>(
        atPath path: String, maximumSize: Int, streams: Bool, observing observe: @Sendable (Int, UnsafeRawBufferPointer) -> Void,
        mapping map: (Int32, Int) -> Buffer? = { _, _ in nil }, taking take: (UnsafeMutableRawPointer, Int) -> Buffer, appending append: (inout Buffer, [UInt8]) -> UnsafeRawBufferPointer?
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
        let size = Int(status.st_size)
        let regular = status.st_mode & S_IFMT == S_IFREG
        if regular, let mapped = map(descriptor, size) { return mapped }
        guard let memory = HugePages.allocate(byteCount: size) else { throw Self.error("cannot read", path, ENOMEM) }
        let filled: Int
        do {
            let bytes = UnsafeMutableRawBufferPointer(start: memory, count: size)
            filled = try Self.fill(bytes, from: descriptor, path: path, positioned: regular, observing: observe)
        } catch {
            free(memory)
            throw error
        }
        var buffer = take(memory, filled)
        // A file that shrank was read to its end; one may have grown since it was measured: read on, within the limit.
        guard filled == size else { return buffer }
        let more = try rest(of: descriptor, path: path, room: maximumSize - size, maximumSize: maximumSize)
        if !more.isEmpty, let whole = append(&buffer, more) {
            FileBytes.forEachBlock(of: whole, startingIn: (size / FileBytes.blockSize * FileBytes.blockSize)..<whole.count, observe)
        }
        return buffer
    }

    /// The bytes a file grew by since it was measured (files under /proc all report a size of 0), read to its end,
    /// refused once there are more than `room` of them.
    private func rest(of descriptor: Int32, path: String, room: Int, maximumSize: Int) throws -> [UInt8] {
        var rest: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = try piece.withUnsafeMutableBytes { try Self.readChunk(descriptor, into: $0, path: path) }
            if count == 0 { return rest }
            guard count <= room - rest.count else { throw FileTooLargeError(maximumSize: maximumSize) }
            rest += piece[0..<count]
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
