import Adapters
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file open for positioned reads (pread(2)), never mapped into memory: a mapped file that another program
/// shortens kills its reader with SIGBUS, while a read past the new end only comes back short.
final class LocalRandomAccessFile: RandomAccessFile {
    let identity: FileIdentity
    private let descriptor: Int32
    private let path: String

    /// The file open as `descriptor`, which this object now owns and closes, whose identity was `identity` when opened.
    init(descriptor: Int32, identity: FileIdentity, path: String) {
        self.descriptor = descriptor
        self.identity = identity
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        guard offset >= 0 else { throw FileSystemError("cannot read \(path): no offset \(offset)") }
        var filled = 0
        while filled < buffer.count {
            let (position, overflow) = offset.addingReportingOverflow(filled)
            guard !overflow, let base = buffer.baseAddress else { break }
            let count = pread(descriptor, base + filled, buffer.count - filled, off_t(position))
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("cannot read \(path): \(String(cString: strerror(errno)))")
            }
            filled += count
        }
        return filled
    }
}
