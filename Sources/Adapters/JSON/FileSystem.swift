import Foundation

/// Reads and writes whole files; the JSON adapters own the format, the outer layer owns the bytes.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no file at `path`.
    func contents(atPath path: String) throws -> Data?
    /// Replaces the file at `path` with `data` so that a crash leaves the old or the new file, never a mix.
    func writeAtomically(_ data: Data, toPath path: String) throws
}
