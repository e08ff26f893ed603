import Adapters
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saving: files replaced atomically under a lock that another shop may hold for a while.
extension LocalFileSystem {
    /// Locks with flock(2) on `PATH.lock` beside the file (the file a symbolic link points to, so that every way to it
    /// takes one lock): the file itself is replaced by every save, so a lock on it would be lost with the old inode.
    /// The lock file stays, as deleting it would let two holders lock different files. A lock another shop holds is
    /// waited for as `lockWaiting` says. Temporary files left by a writer that was killed are removed once the lock is
    /// held, when no save can be running.
    public nonisolated(nonsending) func withExclusiveLock<T>(forPath path: String, _ body: () throws -> T) async throws -> T {
        let path = SymbolicLinks.target(of: path)
        let descriptor = try openLockFile(for: path)
        defer { close(descriptor) }
        try await lockWaiting.lock(descriptor, path: path)
        defer { flock(descriptor, LOCK_UN) }
        removeTemporaryFiles(for: path, in: Self.folder(of: path))
        return try body()
    }

    /// Makes nothing, so that a shop that only reads leaves no file behind: the lock file, and the folder, appear when
    /// the shop first writes. An existing lock file is opened as a save would; else the folder a save would write in,
    /// or the nearest one above it that a save would make it in, must be a folder the shop can write.
    public func checkCanSave(atPath path: String) throws {
        let path = SymbolicLinks.target(of: path)
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw Self.error("cannot save", path, EISDIR) }
        let lockPath = path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CLOEXEC)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        // Missing, or under a file: the walk below says which folder cannot be made.
        guard errno == ENOENT || errno == ENOTDIR else { throw Self.error("cannot lock", lockPath, errno) }
        var folder = Self.folder(of: path)
        var found = stat(folder, &status) == 0
        while !found, errno == ENOENT, folder != "/" {
            folder = Self.folder(of: folder)
            found = stat(folder, &status) == 0
        }
        guard found, status.st_mode & S_IFMT == S_IFDIR else {
            throw FileSystemError("cannot save \(path): cannot create folder \(Self.folder(of: path))")
        }
        guard faccessat(AT_FDCWD, folder, W_OK | X_OK, AT_EACCESS) == 0 else { throw Self.error("cannot save", path, errno) }
    }

    /// The lock file for `path`, created with its folder when missing; refused when `path` is a folder.
    private func openLockFile(for path: String) throws -> Int32 {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw Self.error("cannot save", path, EISDIR) }
        _ = try createFolder(for: path)
        let lockPath = path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, Self.newFileMode)
        guard descriptor >= 0 else { throw Self.error("cannot lock", lockPath, errno) }
        return descriptor
    }

    /// Writes through a symbolic link: the temporary file goes beside the file the link points to and is renamed over
    /// it, so that the link (into a synced folder, say) keeps pointing at the saved file.
    public func writeAtomically(_ data: Data, toPath path: String) throws {
        try replace(SymbolicLinks.target(of: path), with: data, durable: true)
    }

    /// Never through a symbolic link: one found at `path` is refused and left as it is, so that a cache linked to
    /// /dev/null stays switched off and the device is never written over, even by root. A link put there after the
    /// check is replaced by the rename, which acts on the name, never written through.
    public func writeCache(_ data: Data, toPath path: String) throws {
        try refuseLink(at: path)
        try replace(path, with: data, durable: false)
    }

    private func refuseLink(at path: String) throws {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw FileSystemError("cannot save \(path): it is a symbolic link, which a cache is never written through")
        }
    }

    /// Never through a symbolic link, as `writeCache(_:toPath:)`: the pieces go straight to the temporary file, each
    /// with its own pwrite(2), into a file first given its length.
    public func writeCache(length: Int, toPath path: String, _ fill: (any FilePieces) throws -> Void) throws {
        try refuseLink(at: path)
        try replace(path, durable: false) { descriptor, temporaryPath in
            guard ftruncate(descriptor, off_t(length)) == 0 else { throw Self.error("cannot save", temporaryPath, errno) }
            try fill(DescriptorPieces(descriptor: descriptor, path: temporaryPath))
        }
    }

    /// Puts a file holding `data` at `path` in one rename, fsynced when `durable`.
    private func replace(_ path: String, with data: Data, durable: Bool) throws {
        try replace(path, durable: durable) { descriptor, temporaryPath in
            try data.withUnsafeBytes { try DescriptorPieces(descriptor: descriptor, path: temporaryPath).write($0, at: 0) }
        }
    }

    /// Puts a file at `path` in one rename, that `write` fills through the descriptor it is given, fsynced when `durable`.
    private func replace(_ path: String, durable: Bool, writing write: (Int32, String) throws -> Void) throws {
        let directory = try createFolder(for: path)
        // The temporary file lives next to the target because rename(2) is only atomic within one file system.
        let temporaryPath = directory + "/" + Self.temporaryPrefix(for: path) + "\(getpid()).\(UUID().uuidString)" + Self.temporarySuffix
        do {
            try writeNewFile(temporaryPath, replacing: path, durable: durable, writing: write)
            guard rename(temporaryPath, path) == 0 else { throw Self.error("cannot save", path, errno) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        // Without syncing the folder the rename itself may be lost in a crash. Once renamed, the new file is in place
        // whatever fails now, and the error says so: for a state file, the rename is the commit.
        guard durable else { return }
        let code = syncFolder(directory)
        guard code == 0 else { throw ReplacedButNotSyncedError(path: path, reason: String(cString: strerror(code))) }
    }

    public func setModificationTime(_ time: Int64?, atPath path: String) throws {
        let modified = time.map { timespec(tv_sec: Int($0 / 1_000_000_000), tv_nsec: Int($0 % 1_000_000_000)) }
        var times = [timespec(tv_sec: 0, tv_nsec: Self.timeOmitted), modified ?? timespec(tv_sec: 0, tv_nsec: Self.timeNow)]
        guard utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0 else { throw Self.error("cannot touch", path, errno) }
    }

    public func removeFile(atPath path: String) {
        unlink(path)
    }

    /// A temporary file's name holds its writer's process id, so one whose writer is gone is known to be abandoned.
    public func removeAbandonedTemporaryFiles(forPath path: String) {
        let directory = Self.folder(of: path)
        let prefix = Self.temporaryPrefix(for: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(Self.temporarySuffix) {
            let writer = name.dropFirst(prefix.count).prefix { $0 != "." }
            if let pid = pid_t(writer), pid > 0, kill(pid, 0) == 0 || errno != ESRCH { continue }
            unlink(directory + "/" + name)
        }
    }

    private static let temporarySuffix = ".tmp"
    // utimensat(2)'s UTIME_NOW and UTIME_OMIT, macros that Swift does not import.
    private static let timeNow = (1 << 30) - 1
    private static let timeOmitted = (1 << 30) - 2

    /// Temporary files are hidden and named after their target, so that they are found again and never read as state.
    private static func temporaryPrefix(for path: String) -> String {
        "." + URL(fileURLWithPath: path).lastPathComponent + "."
    }

    private static func folder(of path: String) -> String {
        PathParts.folder(of: path)
    }

    /// The file's folder, created when missing.
    func createFolder(for path: String) throws -> String {
        let directory = Self.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("cannot save \(path): cannot create folder \(directory)")
        }
        return directory
    }

    private func removeTemporaryFiles(for path: String, in directory: String) {
        let prefix = Self.temporaryPrefix(for: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(Self.temporarySuffix) {
            unlink(directory + "/" + name)
        }
    }

    /// Files Tasch creates hold what a person bought and typed: readable and writable by their owner only, as shells
    /// keep their history.
    private static let newFileMode: mode_t = 0o600

    /// Makes a new file at `path`, which will replace `target`, and fills it with `write`: it takes the mode of the file
    /// it replaces, so that a file its owner opened to others stays open to them, and is the owner's alone when there is none.
    private func writeNewFile(_ path: String, replacing target: String, durable: Bool, writing write: (Int32, String) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.newFileMode)
        guard descriptor >= 0 else { throw Self.error("cannot save", path, errno) }
        defer { close(descriptor) }
        var replaced = stat()
        if stat(target, &replaced) == 0, replaced.st_mode & S_IFMT == S_IFREG, fchmod(descriptor, replaced.st_mode & 0o7777) != 0 {
            throw Self.error("cannot save", path, errno)
        }
        try write(descriptor, path)
        guard !durable || fsync(descriptor) == 0 else { throw Self.error("cannot save", path, errno) }
    }


    /// Waits until the disk holds `directory`'s entries, so that a file created or renamed in it survives a crash.
    func syncDirectory(_ directory: String, savingPath path: String) throws {
        let code = syncFolder(directory)
        guard code == 0 else { throw Self.error("cannot save", path, code) }
    }

    /// Opens `directory` and fsyncs it: 0, or the error number of the call that failed.
    static func openAndSync(_ directory: String) -> Int32 {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return fsync(descriptor) == 0 ? 0 : errno
    }
}
