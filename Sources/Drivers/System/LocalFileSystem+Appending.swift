import Adapters
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appending to a journal: the committed bytes kept, an unfinished append cut off, the new bytes written and synced.
extension LocalFileSystem {
    public func append(_ data: Data, toPath path: String, after length: Int) throws {
        let descriptor = try openForAppending(path, keeping: length)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.error("cannot save", path, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileSystemError("cannot save \(path): not a regular file") }
        guard status.st_size >= length else {
            throw FileSystemError("cannot save \(path): it holds \(status.st_size) bytes, fewer than the \(length) it should keep")
        }
        if status.st_size > length, ftruncate(descriptor, off_t(length)) != 0 { throw Self.error("cannot save", path, errno) }
        try writeAll(data, to: descriptor, at: length, path: path)
        guard fsync(descriptor) == 0 else { throw Self.error("cannot save", path, errno) }
        // A new file's name is only kept through a crash once its folder is synced too; one kept from nothing may be
        // new, or left by an append that failed before its folder was synced.
        if length == 0 { try syncDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path, savingPath: path) }
    }

    /// The file at `path` opened for writing, created when it is missing and nothing of it is to be kept. Opened without
    /// blocking, so that a FIFO put there never holds the shop up.
    private func openForAppending(_ path: String, keeping length: Int) throws -> Int32 {
        let existing = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if existing >= 0 { return existing }
        let code = errno
        guard code == ENOENT, length == 0 else { throw Self.error("cannot save", path, code) }
        _ = try createFolder(for: path)
        let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard created >= 0 else { throw Self.error("cannot save", path, errno) }
        return created
    }

    /// Writes all of `data` at `offset` of `descriptor`, trying again when a signal interrupts.
    private func writeAll(_ data: Data, to descriptor: Int32, at offset: Int, path: String) throws {
        try data.withUnsafeBytes { try DescriptorPieces(descriptor: descriptor, path: path).write($0, at: offset) }
    }
}
