import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the indexes of big catalogues are kept: Tasch's cache folder (`$XDG_CACHE_HOME/tasch`, else `~/.cache/tasch`),
/// one file for each catalogue, named after the catalogue's real path. Switching between two catalogues then rebuilds
/// neither, and no index lands beside a state file in the current folder. An index is only ever a cache: the few
/// most recently written are kept, so that those of catalogues long gone do not pile up.
public struct CatalogueIndexCache: Equatable, Sendable {
    /// How many indexes are kept: when one is written, all but this many most recently written are removed.
    public static let kept = 4
    private static let suffix = ".index"

    /// The cache folder.
    public let folder: String

    /// The indexes kept in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// Tasch's folder under `$XDG_CACHE_HOME` when that is an absolute path, else under `~/.cache`; nil without a home.
    public static func folder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/tasch" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/tasch" }
        return nil
    }

    /// The index file of the catalogue at `path` (relative to `current`): its real path's last part, for people to
    /// tell the files apart, and a hash of the whole real path, so that two catalogues never share a file.
    public func indexPath(forCatalogueAt path: String, inFolder current: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.hasPrefix("/") ? path : current + "/" + path
        let real = Self.realPath(absolute) ?? URL(fileURLWithPath: absolute).standardized.path
        let name = real.split(separator: "/").last.map { $0.filter(Self.isPlainNameCharacter).prefix(64) } ?? ""
        return folder + "/" + name + "-" + Self.hex(Self.hash(real)) + Self.suffix
    }

    /// Removes every index in the folder but the `kept` most recently written; other files are left alone.
    public func removeOldIndexes() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let indexes = names.filter { $0.hasSuffix(Self.suffix) && !$0.hasPrefix(".") }.map { folder + "/" + $0 }
        let newestFirst = indexes.map { ($0, Self.modificationTime(ofFileAt: $0)) }.sorted { $0.1 > $1.1 }
        for (path, _) in newestFirst.dropFirst(Self.kept) {
            unlink(path)
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it names nothing.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func modificationTime(ofFileAt path: String) -> Int64 {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    private static func isPlainNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
    }

    /// FNV-1a: a path needs no more than a well-spread 64-bit number to name its file.
    private static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
