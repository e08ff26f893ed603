import Adapters
import Drivers
import Foundation
import Synchronization

/// A file system held in memory for tests: files can be seeded, edited in place, touched and inspected, and reads,
/// writes or locks told to fail. It answers as `LocalFileSystem` does, held to it by `FileSystemContract`: a path
/// names a file (an inode), so a file opened for reading keeps reading that file after another is put at its path
/// and sees edits made to it in place; folders (made by hand, or implied by the files in them) and FIFOs are refused
/// with the real one's lines; a lock is one per path, waited for as `waitForLocks` says.
public final class InMemoryFileSystem: FileSystem {
    /// One thing done to the file system, in the order `journal` lists them.
    public enum Event: Equatable, Sendable {
        case lock(String)
        case read(String)
        case write(String)
        case append(String)
        case unlock(String)
    }

    let state: Mutex<FileTable>
    let locks = InMemoryLocks()

    /// A file system holding `files`, keyed by path.
    public init(files: [String: Data] = [:]) {
        var table = FileTable()
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            table.create(.file(data), atPath: path)
        }
        state = Mutex(table)
    }

    /// Every regular file as it is now, keyed by path.
    public var files: [String: Data] {
        state.withLock { table in
            table.paths.compactMapValues { inode in
                if case let .file(data) = table.nodes[inode]?.kind { data } else { nil }
            }
        }
    }

    /// The paths written to, in order, one entry per successful write.
    public var writtenPaths: [String] { state.withLock { $0.writtenPaths } }

    /// Every read, write, lock and unlock, in order.
    public var journal: [Event] { state.withLock { $0.journal } }

    /// The names in `folder`, sorted, as a listing of it shows them: its files, FIFOs and folders.
    public func names(inFolder folder: String) -> [String] {
        state.withLock { table in
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            let names = table.paths.keys.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).prefix { $0 != "/" } }
            return Set(names.map(String.init)).sorted()
        }
    }

    public func identity(atPath path: String) -> FileIdentity? {
        state.withLock { table in
            guard let inode = table.paths[path], let node = table.nodes[inode], case .file = node.kind else { return nil }
            return node.identity(inode: inode)
        }
    }

    public func contents(atPath path: String, maximumSize: Int) throws -> Data? {
        try state.withLock { table throws -> Data? in
            if let error = table.readError { throw error }
            table.journal.append(.read(path))
            try table.take([.open(path)], "cannot read", path)
            guard let (_, node) = try table.nodeToRead(atPath: path) else { return nil }
            guard case let .file(data) = node.kind else { throw FileSystemError("cannot read \(path): not a regular file") }
            if data.count > maximumSize { throw FileTooLargeError(maximumSize: maximumSize) }
            return data
        }
    }

    /// A FIFO is read as one whose writer wrote nothing and closed: the real one would wait for a writer.
    /// A FIFO gives what `seedStream` put there, once, or what a writer that wrote nothing and closed gives: the real
    /// one would wait for a writer.
    public func contents(ofStreamAtPath path: String, maximumSize: Int) throws -> Data? {
        let stream = state.withLock { table -> Data? in
            guard table.paths[path].flatMap({ table.nodes[$0] })?.kind == .fifo else { return nil }
            return table.streams.removeValue(forKey: path) ?? Data()
        }
        guard let stream else { return try contents(atPath: path, maximumSize: maximumSize) }
        if stream.count > maximumSize { throw FileTooLargeError(maximumSize: maximumSize) }
        return stream
    }

    public func openForReading(atPath path: String) throws -> (any RandomAccessFile)? {
        try state.withLock { table throws -> (any RandomAccessFile)? in
            if let error = table.readError { throw error }
            table.journal.append(.read(path))
            try table.take([.open(path)], "cannot read", path)
            guard let (inode, node) = try table.nodeToRead(atPath: path, refusingFolderAs: "not a regular file") else { return nil }
            guard case .file = node.kind else { throw FileSystemError("cannot read \(path): not a regular file") }
            return InMemoryRandomAccessFile(fileSystem: self, inode: inode, identity: node.identity(inode: inode), path: path)
        }
    }

    public func checkCanSave(atPath path: String) throws {
        try state.withLock { table throws in
            if let error = table.saveCheckError { throw error }
            try table.checkCanSave(atPath: path)
            try table.take([.open(path + ".lock")], "cannot lock", path + ".lock")
        }
    }

    /// Takes the real one's steps: the temporary file's open, write and sync, the rename, then the folder's open and
    /// sync, which fail after the new file is in place.
    public func writeAtomically(_ data: Data, toPath path: String) throws {
        try state.withLock { table throws in
            if let error = table.writeError(toPath: path) { throw error }
            try table.checkCanSave(atPath: path)
            let temporary = Self.temporaryPath(for: path)
            try table.take([.open(temporary), .write(temporary), .sync(temporary)], "cannot save", temporary)
            try table.take([.rename(path)], "cannot save", path)
            table.create(.file(data), atPath: path)
            table.writtenPaths.append(path)
            table.journal.append(.write(path))
            let folder = FileTable.folder(of: path)
            do throws(FailedStep) {
                try table.take(.open(folder))
                try table.take(.sync(folder))
            } catch {
                throw ReplacedButNotSyncedError(path: path, reason: error.description)
            }
        }
    }

    /// Appends as the real one does, with its refusals worded alike: a folder, a path under a file, a FIFO, a file
    /// shorter than `length`, or a missing one while bytes should be kept.
    public func append(_ data: Data, toPath path: String, after length: Int) throws {
        try state.withLock { table throws in
            if let error = table.writeError(toPath: path) { throw error }
            try table.append(data, atPath: path, after: length)
            table.writtenPaths.append(path)
            table.journal.append(.append(path))
        }
    }

    /// Refuses a missing file, as utimensat(2) does.
    public func setModificationTime(_ time: Int64?, atPath path: String) throws {
        guard state.withLock({ $0.paths[path] != nil }) else { throw FileSystemError("cannot touch \(path): No such file or directory") }
        touch(atPath: path, modified: time)
    }

    /// Removes the file at `path`; a folder is left, as unlink(2) leaves one. A file still open keeps its contents.
    public func removeFile(atPath path: String) {
        state.withLock { table in
            guard !table.isFolder(path) else { return }
            table.paths.removeValue(forKey: path)
        }
    }
}
