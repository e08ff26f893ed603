import Adapters
import Foundation

/// Temporary files that a save left behind: the twin's own saves never leave one (each is made whole under the table's
/// lock), but a test can leave one as another writer would, killed half-way or still writing, named as the real one
/// names them: hidden, after the file, with the number of its writer (the real one's process id).
extension InMemoryFileSystem {
    /// Leaves a temporary file of a save of `path` as its writer would, one killed half-way or one still writing, and
    /// returns its name.
    public func leaveTemporaryFile(forPath path: String, writerRunning: Bool) -> String {
        state.withLock { table in
            let writer = table.nextWriter
            table.nextWriter += 1
            if writerRunning { table.runningWriters.insert(writer) }
            let name = Self.temporaryPrefix(for: path) + "\(writer)" + Self.temporarySuffix
            table.create(.file(Data("half a save".utf8)), atPath: FileTable.folder(of: path) + "/" + name)
            return name
        }
    }

    /// Removes the temporary files of `path` whose writer is no longer running, and no other.
    public func removeAbandonedTemporaryFiles(forPath path: String) {
        state.withLock { table in
            let folder = FileTable.folder(of: path) + "/"
            let prefix = Self.temporaryPrefix(for: path)
            for (filePath, _) in table.paths where filePath.hasPrefix(folder + prefix) && filePath.hasSuffix(Self.temporarySuffix) {
                let name = filePath.dropFirst(folder.count)
                guard !name.contains("/") else { continue }
                let writer = Int(name.dropFirst(prefix.count).dropLast(Self.temporarySuffix.count))
                if let writer, table.runningWriters.contains(writer) { continue }
                table.paths.removeValue(forKey: filePath)
            }
        }
    }

    private static let temporarySuffix = ".tmp"

    private static func temporaryPrefix(for path: String) -> String {
        "." + (path.split(separator: "/").last.map(String.init) ?? path) + "."
    }
}
