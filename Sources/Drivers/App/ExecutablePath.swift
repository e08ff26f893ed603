import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the running executable is, so that the catalogue bundled beside it can be found.
public enum ExecutablePath {
    /// The executable's path with symbolic links resolved, or nil when it cannot be told.
    public static var current: String? {
        #if os(Linux)
        // The kernel's own answer, already resolved: `Bundle.main` sets up all of CoreFoundation's bundle machinery
        // first, which cost a fifth of the start-up with the small bundled catalogue.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #endif
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

    /// The path of `file` in the folder SwiftPM bundles `executable`'s resources in (`<module>_<target>.resources`),
    /// beside the executable at `path`.
    static func resource(_ file: String, inFolder folder: String, besideExecutableAt path: String) -> String {
        let directory = path.lastIndex(of: "/").map { path[..<$0] } ?? "."
        return directory + "/" + folder + "/" + file
    }
}
