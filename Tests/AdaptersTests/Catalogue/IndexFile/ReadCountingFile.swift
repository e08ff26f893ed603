@testable import Adapters
import Foundation
import Synchronization

/// An index file's bytes that count how many of them are read.
final class ReadCountingFile: RandomAccessFile {
    let identity: FileIdentity
    private let bytes: [UInt8]
    private let read = Mutex(0)

    init(_ bytes: Data) {
        self.bytes = [UInt8](bytes)
        identity = FileIdentity(device: 1, inode: 1, size: bytes.count, modificationTime: 0, changeTime: 0)
    }

    /// How many bytes were read so far.
    var bytesRead: Int { read.withLock { $0 } }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        let count = max(0, min(buffer.count, bytes.count - offset))
        UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]).copyBytes(from: bytes[offset..<(offset + count)])
        read.withLock { $0 += count }
        return count
    }
}
