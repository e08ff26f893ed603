import Adapters
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's own file system, written with fsync so that a saved file survives a crash or power loss.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func contents(atPath path: String) throws -> Data? {
        try contents(atPath: path, maximumSize: Int.max)
    }

    public func contents(atPath path: String, maximumSize: Int) throws -> Data? {
        try readWhole(atPath: path, maximumSize: maximumSize) { size, fill throws -> Data in
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
    /// big catalogue again.
    private func readWhole<Buffer>(
        atPath path: String, maximumSize: Int,
        make: (Int, (UnsafeMutableRawBufferPointer) throws -> Int) throws -> Buffer,
        appending append: (inout Buffer, ArraySlice<UInt8>) -> Void
    ) throws -> Buffer? {
        guard let descriptor = try Self.openForReading(path) else { return nil }
        defer { close(descriptor) }
        // open(2) succeeds on a directory; read(2) is where it fails, so check first for a clearer line.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.error("cannot read", path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw Self.error("cannot read", path, EISDIR) }
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

    public func removeFile(atPath path: String) {
        unlink(path)
    }

    /// A temporary file's name holds its writer's process id, so one whose writer is gone is known to be abandoned.
    public func removeAbandonedTemporaryFiles(forPath path: String) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let prefix = Self.temporaryPrefix(for: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(Self.temporarySuffix) {
            let writer = name.dropFirst(prefix.count).prefix { $0 != "." }
            if let pid = pid_t(writer), pid > 0, kill(pid, 0) == 0 || errno != ESRCH { continue }
            unlink(directory + "/" + name)
        }
    }

    /// Locks with flock(2) on `PATH.lock` beside the file: the file itself is replaced by every save, so a lock on
    /// it would be lost with the old inode. The lock file stays, as deleting it would let two holders lock different files.
    /// Temporary files left by a writer that was killed are removed once the lock is held, when no save can be running.
    public func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw Self.error("cannot save", path, EISDIR) }
        let directory = try createFolder(for: path)
        let lockPath = path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error("cannot lock", lockPath, errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Self.error("cannot lock", lockPath, errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        removeTemporaryFiles(for: path, in: directory)
        return try body()
    }

    public func writeAtomically(_ data: Data, toPath path: String) throws {
        try writeAtomically(data, toPath: path, durable: true)
    }

    public func writeAtomically(_ data: Data, toPath path: String, durable: Bool) throws {
        let directory = try createFolder(for: path)
        // The temporary file lives next to the target because rename(2) is only atomic within one file system.
        let temporaryPath = directory + "/" + Self.temporaryPrefix(for: path) + "\(getpid()).\(UUID().uuidString)" + Self.temporarySuffix
        do {
            try writeNewFile(temporaryPath, data, durable: durable)
            guard rename(temporaryPath, path) == 0 else { throw Self.error("cannot save", path, errno) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        // Without syncing the folder the rename itself may be lost in a crash.
        if durable { try syncDirectory(directory, savingPath: path) }
    }

    private static let temporarySuffix = ".tmp"

    /// Temporary files are hidden and named after their target, so that they are found again and never read as state.
    private static func temporaryPrefix(for path: String) -> String {
        "." + URL(fileURLWithPath: path).lastPathComponent + "."
    }

    /// The file's folder, created when missing.
    private func createFolder(for path: String) throws -> String {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("cannot save \(path): cannot create folder \(directory)")
        }
        return directory
    }

    private func removeTemporaryFiles(for path: String, in directory: String) {
        let prefix = Self.temporaryPrefix(for: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(Self.temporarySuffix) {
            unlink(directory + "/" + name)
        }
    }

    private func writeNewFile(_ path: String, _ data: Data, durable: Bool) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error("cannot save", path, errno) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, start + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Self.error("cannot save", path, errno)
                }
                offset += written
            }
        }
        guard !durable || fsync(descriptor) == 0 else { throw Self.error("cannot save", path, errno) }
    }

    private func syncDirectory(_ directory: String, savingPath path: String) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error("cannot save", path, errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Self.error("cannot save", path, errno) }
    }

    /// A descriptor for reading the file at `path`, or nil when there is none.
    private static func openForReading(_ path: String) throws -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw error("cannot read", path, code)
        }
        return descriptor
    }

    /// Reads what is there, up to `buffer`'s size, into it, trying again when a signal interrupts; 0 at the end.
    private static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            guard errno == EINTR else { throw error("cannot read", path, errno) }
        }
    }

    private static func error(_ action: String, _ path: String, _ code: Int32) -> FileSystemError {
        FileSystemError("\(action) \(path): \(String(cString: strerror(code)))")
    }
}
