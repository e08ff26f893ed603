import Adapters
import Foundation

/// The store's files for the benchmark: no state file, so queries time the catalogue work alone.
final class BenchFileSystem: FileSystem, Sendable {
    func contents(atPath path: String, maximumSize: Int) throws -> Data? { nil }
    func stream(atPath path: String, inChunksOf chunkSize: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws -> Bool { false }
    func attributes(atPath path: String) -> FileAttributes? { nil }
    func writeAtomically(_ data: Data, toPath path: String) throws {}
    func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T { try body() }
    func checkCanSave(atPath path: String) throws {}
}
