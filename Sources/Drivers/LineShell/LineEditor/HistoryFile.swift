import Adapters
import Foundation

/// The history kept between runs: one line of the file per typed line, oldest first. Each kept line is added at
/// once, under the file's lock, to the file as it is then, so two shops writing at the same moment lose no line;
/// the file is replaced whole and atomically, so it is never left half written.
package struct HistoryFile: Sendable {
    /// What the history keeps is what reading accepts (`LineHistory.maximumSize`); a bigger file is not one Tasch
    /// wrote, and is left alone.
    static let sizeLimit = FileSizeLimit(maximumSize: LineHistory.maximumSize)

    let path: String
    let fileSystem: any FileSystem

    /// The history kept in the file at `path`, read and written through `fileSystem`.
    package init(path: String, fileSystem: any FileSystem) {
        self.path = path
        self.fileSystem = fileSystem
    }

    /// The lines in the file by the history's rules; none when there is no file yet.
    package func load() throws -> [String] {
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path, maximumSize: Self.sizeLimit.maximumSize)
        } catch let error as FileTooLargeError {
            throw FileSystemError("\(path): \(error)")
        }
        guard let data else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        return LineHistory(lines.map(String.init)).lines
    }

    /// Adds `line` to the file as it is now, keeping the history's rules and limit; writes nothing when they drop it.
    /// Waiting for another shop's lock suspends the task, which a cancellation (Ctrl-C) ends with `CancellationError`.
    package func append(_ line: String) async throws {
        try await fileSystem.withExclusiveLock(forPath: path) {
            var history = LineHistory(try load())
            guard history.add(line) else { return }
            let data = Data(history.lines.map { $0 + "\n" }.joined().utf8)
            try Self.sizeLimit.checkWriting(data, toPath: path)
            try fileSystem.writeAtomically(data, toPath: path)
        }
    }
}
