#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path leads through symbolic links, so that a save replaces the file a link points to (in a synced folder,
/// say) instead of the link itself.
enum SymbolicLinks {
    /// Links deeper than this are a loop, as the kernel's own limit says.
    private static let maximumDepth = 40

    /// The path `path` leads to: itself when it is no link, else the target of each link in turn, relative targets taken
    /// from the link's folder; a link that leads nowhere yet leads to the path its target names.
    static func target(of path: String) -> String {
        var current = path
        for _ in 0..<maximumDepth {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let next = destination(of: current) else {
                return current
            }
            current = next.hasPrefix("/") ? next : folder(of: current) + "/" + next
        }
        return current
    }

    private static func destination(of link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "" : String(path[..<slash])
    }
}
