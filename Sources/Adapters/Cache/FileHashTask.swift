import Dispatch
import Synchronization

/// Hashes a file on another core while the caller does something else: a cached start reads the cache on one core
/// and checks that the catalogue file is unchanged on the other.
final class FileHashTask: Sendable {
    private struct Job: Sendable {
        let path: String
        let fileSystem: any FileSystem
        let chunkSize: Int
    }

    // The worker takes the job out before it signals, so nothing of the caller's outlives `wait()`;
    // a block's own captures are let go only after it returns, which would be too late.
    private let job: Mutex<Job?>
    private let result = Mutex<UInt64?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts hashing the file at `path` in pieces of `chunkSize` bytes.
    init(path: String, fileSystem: any FileSystem, chunkSize: Int) {
        job = Mutex(Job(path: path, fileSystem: fileSystem, chunkSize: chunkSize))
        DispatchQueue.global().async { [self] in
            let value = hashTakingTheJob()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    /// The file's hash once it is read; nil when it could not be.
    func wait() -> UInt64? {
        done.wait()
        return result.withLock { $0 }
    }

    private func hashTakingTheJob() -> UInt64? {
        guard let job = job.withLock({ job in defer { job = nil }; return job }) else { return nil }
        var hash = ContentHash()
        let found = (try? job.fileSystem.stream(atPath: job.path, inChunksOf: job.chunkSize) { hash.combine($0) }) == true
        return found ? hash.finalize() : nil
    }
}
