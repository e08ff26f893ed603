import Dispatch
import Synchronization

/// Hashes a file on another core while the caller does something else: a cached start reads the cache on one core
/// and checks that the catalogue file is unchanged on the other.
final class FileHashTask: Sendable {
    private let result = Mutex<UInt64?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts hashing the file at `path` in pieces of `chunkSize` bytes.
    init(path: String, fileSystem: any FileSystem, chunkSize: Int) {
        DispatchQueue.global().async { [self] in
            var hash = ContentHash()
            let found = (try? fileSystem.stream(atPath: path, inChunksOf: chunkSize) { hash.combine($0) }) == true
            let value = found ? hash.finalize() : nil
            result.withLock { $0 = value }
            done.signal()
        }
    }

    /// The file's hash once it is read; nil when it could not be.
    func wait() -> UInt64? {
        done.wait()
        return result.withLock { $0 }
    }
}
