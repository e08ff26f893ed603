import Adapters
import Foundation
import Synchronization

/// A file system held in memory for tests: files can be seeded and inspected, and reads or writes told to fail.
public final class InMemoryFileSystem: FileSystem {
    private struct State {
        var files: [String: Data]
        var readError: (any Error)?
        var writeError: (any Error)?
        var writtenPaths: [String] = []
    }

    private let state: Mutex<State>

    /// A file system holding `files`, keyed by path.
    public init(files: [String: Data] = [:]) {
        state = Mutex(State(files: files))
    }

    /// Every file as it is now, keyed by path.
    public var files: [String: Data] { state.withLock { $0.files } }

    /// The paths written to, in order, one entry per successful write.
    public var writtenPaths: [String] { state.withLock { $0.writtenPaths } }

    /// Makes every later read throw `error`, or succeed again when nil.
    public func failReads(with error: (any Error)?) {
        state.withLock { $0.readError = error }
    }

    /// Makes every later write throw `error` and change nothing, or succeed again when nil.
    public func failWrites(with error: (any Error)?) {
        state.withLock { $0.writeError = error }
    }

    /// Puts `data` at `path` as if another program had written it.
    public func seed(_ data: Data, atPath path: String) {
        state.withLock { $0.files[path] = data }
    }

    public func contents(atPath path: String) throws -> Data? {
        try state.withLock { state throws -> Data? in
            if let error = state.readError { throw error }
            return state.files[path]
        }
    }

    public func writeAtomically(_ data: Data, toPath path: String) throws {
        try state.withLock { state throws in
            if let error = state.writeError { throw error }
            state.files[path] = data
            state.writtenPaths.append(path)
        }
    }
}
