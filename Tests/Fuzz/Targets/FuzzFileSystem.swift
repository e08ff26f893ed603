import Adapters
import Foundation
import Synchronization

/// Files held in memory, for the readers the targets open through the file-system port: each path's bytes and
/// identity, read as they are until something is written there; then the bytes written last.
final class FuzzFileSystem: FileSystem {
    struct File: Sendable {
        var bytes: Data
        var identity: FileIdentity
    }

    private let files: [String: File]
    private let written = Mutex<[String: Data]>([:])

    init(_ files: [String: File]) {
        self.files = files
    }

    /// The bytes last written to `path`, atomically or as a cache.
    func written(toPath path: String) -> Data? {
        written.withLock { $0[path] }
    }

    func contents(atPath path: String, maximumSize: Int) throws -> Data? {
        written(toPath: path) ?? files[path]?.bytes
    }

    func openForReading(atPath path: String) throws -> (any RandomAccessFile)? {
        files[path].map(FuzzFile.init)
    }

    func identity(atPath path: String) -> FileIdentity? {
        files[path]?.identity
    }

    func writeCache(_ data: Data, toPath path: String) throws {
        written.withLock { $0[path] = data }
    }

    func writeAtomically(_ data: Data, toPath path: String) throws {
        written.withLock { $0[path] = data }
    }
    func append(_ data: Data, toPath path: String, after length: Int) throws {}
    func removeFile(atPath path: String) {}
    func removeAbandonedTemporaryFiles(forPath path: String) {}
    func checkCanSave(atPath path: String) throws {}

    nonisolated(nonsending) func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) async throws -> T {
        try body()
    }
}

/// A file of `FuzzFileSystem`: its bytes, then zeros up to the size its identity says, as a sparse file reads.
struct FuzzFile: RandomAccessFile {
    let file: FuzzFileSystem.File

    var identity: FileIdentity { file.identity }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        guard offset >= 0, offset < file.identity.size else { return 0 }
        let count = min(buffer.count, file.identity.size - offset)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        if offset < file.bytes.count {
            let stored = file.bytes[(file.bytes.startIndex + offset)..<(file.bytes.startIndex + min(file.bytes.count, offset + count))]
            buffer.copyBytes(from: stored)
        }
        return count
    }
}
