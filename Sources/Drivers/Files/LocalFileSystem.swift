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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw Self.error("cannot read", path, code)
        }
        defer { close(descriptor) }
        // open(2) succeeds on a directory; read(2) is where it fails, so check first for a clearer line.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.error("cannot read", path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw Self.error("cannot read", path, EISDIR) }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.error("cannot read", path, errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    public func writeAtomically(_ data: Data, toPath path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("cannot save \(path): cannot create folder \(directory)")
        }
        // The temporary file lives next to the target because rename(2) is only atomic within one file system.
        let temporaryPath = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UUID().uuidString).tmp"
        do {
            try writeNewFile(temporaryPath, data)
            guard rename(temporaryPath, path) == 0 else { throw Self.error("cannot save", path, errno) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        // Without syncing the folder the rename itself may be lost in a crash.
        try syncDirectory(directory, savingPath: path)
    }

    private func writeNewFile(_ path: String, _ data: Data) throws {
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
        guard fsync(descriptor) == 0 else { throw Self.error("cannot save", path, errno) }
    }

    private func syncDirectory(_ directory: String, savingPath path: String) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error("cannot save", path, errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Self.error("cannot save", path, errno) }
    }

    private static func error(_ action: String, _ path: String, _ code: Int32) -> FileSystemError {
        FileSystemError("\(action) \(path): \(String(cString: strerror(code)))")
    }
}
