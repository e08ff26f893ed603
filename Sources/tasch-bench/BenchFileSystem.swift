import Adapters
import Foundation

/// The store's files for the benchmark: no state file, so queries time the catalogue work alone.
final class BenchFileSystem: FileSystem, Sendable {
    func contents(atPath path: String, maximumSize: Int) throws -> Data? { nil }
    func openForReading(atPath path: String) throws -> (any RandomAccessFile)? { nil }
    func identity(atPath path: String) -> FileIdentity? { nil }
    func writeAtomically(_ data: Data, toPath path: String) throws {}
    func append(_ data: Data, toPath path: String, after length: Int) throws {}
    func removeFile(atPath path: String) {}
    func removeAbandonedTemporaryFiles(forPath path: String) {}
    func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) throws -> T { try body() }
    func checkCanSave(atPath path: String) throws {}
}
