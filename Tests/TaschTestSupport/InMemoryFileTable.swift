import Adapters
import Drivers
import Foundation

/// What an `InMemoryFileSystem` holds: paths naming nodes (inodes), as a real file system's folders do, and the
/// failures a test asked for.
struct FileTable {
    /// What a node is; only a regular file holds bytes.
    enum Kind: Equatable {
        case file(Data)
        case folder
        case fifo
    }

    struct Node {
        var kind: Kind
        var modified: Int64
        var changed: Int64

        func identity(inode: UInt64) -> FileIdentity {
            let size = if case let .file(data) = kind { data.count } else { 0 }
            return FileIdentity(device: 1, inode: inode, size: size, modificationTime: modified, changeTime: changed)
        }
    }

    var paths: [String: UInt64] = [:]
    var nodes: [UInt64: Node] = [:]
    /// What a FIFO gives its first read as a stream, as a pipe from `<(…)` does; read once.
    var streams: [String: Data] = [:]
    var nextInode: UInt64 = 1
    /// The number of the next writer to leave a temporary file, and those of the writers still running.
    var nextWriter = 1
    var runningWriters: Set<Int> = []
    /// The time of the next change: every change happens at a later time than the last, unless a test says otherwise.
    var clock: Int64 = 1
    var readError: (any Error)?
    var writeError: (any Error)?
    /// Where `writeError` applies: every path when nil.
    var failingWritePath: String?
    var lockError: (any Error)?
    var saveCheckError: (any Error)?
    var writtenPaths: [String] = []
    var journal: [InMemoryFileSystem.Event] = []
    /// Every step of the port's calls taken, in order (`FileSystemStep`).
    var steps: [FileSystemStep] = []
    /// The step that fails, counted from the first ever taken, and why.
    var failingStep: (number: Int, reason: String)?
    /// Why every step that matches fails.
    var failingSteps: (reason: String, matches: @Sendable (FileSystemStep) -> Bool)?

    /// The error a write or an append to `path` throws now, if any.
    func writeError(toPath path: String) -> (any Error)? {
        failingWritePath == nil || failingWritePath == path ? writeError : nil
    }

    mutating func tick() -> Int64 {
        defer { clock += 1 }
        return clock
    }

    /// Puts a new node of `kind` at `path`, replacing whichever was there, as a rename over it would.
    mutating func create(_ kind: Kind, atPath path: String) {
        let now = tick()
        let inode = nextInode
        nextInode += 1
        nodes[inode] = Node(kind: kind, modified: now, changed: now)
        paths[path] = inode
    }

    /// Whether `path` is a folder: one made by hand, or one that other paths lie in.
    func isFolder(_ path: String) -> Bool {
        if let inode = paths[path], let node = nodes[inode] { return node.kind == .folder }
        return paths.keys.contains { $0.hasPrefix(path + "/") }
    }

    /// The node at `path` to read, or nil when there is none; refuses a folder for `reason`, and a path under a file.
    func nodeToRead(atPath path: String, refusingFolderAs reason: String = "Is a directory") throws -> (UInt64, Node)? {
        if fileAmongTheFolders(of: path) != nil { throw FileSystemError("cannot read \(path): Not a directory") }
        if isFolder(path) { throw FileSystemError("cannot read \(path): \(reason)") }
        guard let inode = paths[path], let node = nodes[inode] else { return nil }
        return (inode, node)
    }

    /// Throws as the real file system does when a save at `path` could not be made: it is a folder, or its folder
    /// cannot be made because a file stands where a folder would be.
    func checkCanSave(atPath path: String) throws {
        if isFolder(path) { throw FileSystemError("cannot save \(path): Is a directory") }
        if fileAmongTheFolders(of: path) != nil {
            throw FileSystemError("cannot save \(path): cannot create folder \(Self.folder(of: path))")
        }
    }

    /// Keeps the first `length` bytes of the file at `path`, drops what followed them and puts `data` after them, in the
    /// same file; creates the file when there is none and `length` is 0. Refuses as the real open(2) and fstat(2) do,
    /// and takes the real one's steps: open, truncate (when more than `length` is there), write (when there is `data`),
    /// sync, and the folder's open and sync when `length` is 0; what a step did before one failed is kept.
    mutating func append(_ data: Data, atPath path: String, after length: Int) throws {
        if fileAmongTheFolders(of: path) != nil { throw FileSystemError("cannot save \(path): Not a directory") }
        if isFolder(path) { throw FileSystemError("cannot save \(path): Is a directory") }
        try take([.open(path)], "cannot save", path)
        if paths[path] == nil {
            guard length == 0 else { throw FileSystemError("cannot save \(path): No such file or directory") }
            create(.file(Data()), atPath: path)
        }
        guard let inode = paths[path], let node = nodes[inode] else { return }
        // A FIFO opened for writing without waiting, with no reader at its other end.
        guard case let .file(kept) = node.kind else { throw FileSystemError("cannot save \(path): No such device or address") }
        guard kept.count >= length else {
            throw FileSystemError("cannot save \(path): it holds \(kept.count) bytes, fewer than the \(length) it should keep")
        }
        if kept.count > length {
            try take([.truncate(path)], "cannot save", path)
            change(inode) { $0 = $0.prefix(length) }
        }
        if !data.isEmpty {
            try take([.write(path)], "cannot save", path)
            change(inode) { $0 += data }
        }
        let folder = Self.folder(of: path)
        try take([.sync(path)] + (length == 0 ? [.open(folder), .sync(folder)] : []), "cannot save", path)
    }

    /// Changes the bytes of the file `inode` in place, at a new time.
    private mutating func change(_ inode: UInt64, _ edit: (inout Data) -> Void) {
        guard var node = nodes[inode], case var .file(data) = node.kind else { return }
        edit(&data)
        node.kind = .file(data)
        let now = tick()
        (node.modified, node.changed) = (now, now)
        nodes[inode] = node
    }

    /// The first of the folders `path` lies in that is something else, if any.
    private func fileAmongTheFolders(of path: String) -> String? {
        for slash in path.indices where path[slash] == "/" && slash != path.startIndex {
            let folder = String(path[..<slash])
            if let inode = paths[folder], let node = nodes[inode], node.kind != .folder { return folder }
        }
        return nil
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
