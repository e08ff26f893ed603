import Adapters
import Foundation

/// A file of an `InMemoryFileSystem` open for reading: it reads its file as it is now, however edited in place,
/// even once another file has been put at its path.
final class InMemoryRandomAccessFile: RandomAccessFile {
    let identity: FileIdentity
    private let fileSystem: InMemoryFileSystem
    private let inode: UInt64

    init(fileSystem: InMemoryFileSystem, inode: UInt64, identity: FileIdentity) {
        self.fileSystem = fileSystem
        self.inode = inode
        self.identity = identity
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        try fileSystem.state.withLock { state throws -> Int in
            if let error = state.readError { throw error }
            guard let data = state.nodes[inode]?.data, offset >= 0, offset < data.count else { return 0 }
            let count = min(buffer.count, data.count - offset)
            let start = data.startIndex + offset
            UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]).copyBytes(from: data[start..<(start + count)])
            return count
        }
    }
}
