import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program the benchmark runs beside Tasch (sqlite3, valgrind), found on the PATH; the benchmark skips what needs
/// one that is missing.
struct Tool {
    let path: String

    /// The program `name` on the PATH, or nil.
    static func named(_ name: String) -> Tool? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Tool.init)
    }

    /// Runs the program with `arguments` and `environment`, `input` on its standard input, its output thrown away;
    /// its exit status and what it wrote on standard error, or nil when it could not be started.
    func run(_ arguments: [String], input: String = "", environment: [String: String]) -> (status: Int32, errors: String)? {
        let folder = FileManager.default.temporaryDirectory.path
        let (inputPath, errorPath) = ("\(folder)/tasch-bench-input-\(getpid())", "\(folder)/tasch-bench-errors-\(getpid())")
        defer { _ = unlink(inputPath); _ = unlink(errorPath) }
        guard FileManager.default.createFile(atPath: inputPath, contents: Data(input.utf8)) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), errors)
    }
}
