import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary as its own child, for what `Process` cannot tell: whether it was still running at a deadline
/// (then it is killed, so a hang fails a test instead of hanging the suite), and its peak memory.
enum ChildProcess {
    /// How a run ended.
    struct Ending: Equatable {
        let status: Int32
        let timedOut: Bool
    }

    /// Runs `executable` with `arguments`, standard streams on /dev/null, in `environment`; kills it after `timeout`.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], timeout: TimeInterval) -> Ending? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, flags) in [(Int32(0), O_RDONLY), (1, O_WRONLY), (2, O_WRONLY)] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
        return Ending(status: (status >> 8) & 0xFF, timedOut: timedOut)
    }

    /// The peak resident memory, in bytes, of `executable` run to its end, as GNU time reports it. Not from this test
    /// process: a child started from it begins in its memory, and Linux carries that peak into the child's.
    static func peakMemory(_ executable: String, _ arguments: [String], environment: [String: String], in folder: URL) throws -> Int {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { throw XCTSkip("GNU time is not installed: no way to read a child's own peak") }
        let report = folder.appendingPathComponent("peak-\(UUID().uuidString)")
        let ending = run(time, ["-f", "%M", "-o", report.path, executable] + arguments, environment: environment, timeout: 120)
        XCTAssertEqual(ending, Ending(status: 0, timedOut: false))
        let kilobytes = String(decoding: try Data(contentsOf: report), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return try XCTUnwrap(Int(kilobytes.split(separator: "\n").last ?? "")) * 1024
    }
}
