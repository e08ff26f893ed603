import Adapters
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file open for writing, written a piece at a time with pwrite(2), which any thread may call: each piece goes to
/// its own offset, whatever the others do.
struct DescriptorPieces: FilePieces {
    let descriptor: Int32
    /// The file's path, for the error's line.
    let path: String

    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        guard let start = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, start + written, bytes.count - written, off_t(offset + written))
            if count < 0 {
                if errno == EINTR { continue }
                throw LocalFileSystem.error("cannot save", path, errno)
            }
            written += count
        }
    }
}
