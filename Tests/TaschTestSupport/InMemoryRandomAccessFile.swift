import Adapters
import Drivers
import Foundation

/// A file of an `InMemoryFileSystem` open for reading: it reads its file as it is now, however edited in place,
/// even once another file has been put at its path or it has been removed.
final class InMemoryRandomAccessFile: RandomAccessFile {
    let identity: FileIdentity
    private let fileSystem: InMemoryFileSystem
    private let inode: UInt64
    private let path: String

    init(fileSystem: InMemoryFileSystem, inode: UInt64, identity: FileIdentity, path: String) {
        self.fileSystem = fileSystem
        self.inode = inode
        self.identity = identity
        self.path = path
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        guard offset >= 0 else { throw FileSystemError("cannot read \(path): no offset \(offset)") }
        return try fileSystem.state.withLock { table throws -> Int in
            if let error = table.readError { throw error }
            guard case let .file(data) = table.nodes[inode]?.kind, offset < data.count else { return 0 }
            let count = min(buffer.count, data.count - offset)
            let start = data.startIndex + offset
            UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]).copyBytes(from: data[start..<(start + count)])
            return count
        }
    }
}
