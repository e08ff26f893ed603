import Foundation
import TaschTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary as its own child, for what `Process` cannot tell: whether it got stuck (then it is killed
/// after `HangGuard`'s time, so a hang fails a test instead of hanging the suite), the processor time it used, and its
/// peak memory.
enum ChildProcess {
    /// How a run ended.
    struct Ending: Equatable {
        let status: Int32
        /// Still running after `HangGuard`'s time, and killed.
        let stuck: Bool
    }

    /// A run that ended, and the processor time it used (user and system, every thread): unlike the time on the wall,
    /// it hardly grows when other programs share the machine.
    struct Measured {
        let ending: Ending
        let processorTime: Duration
    }

    /// Runs `executable` with `arguments` in `environment`, its standard streams on the files given (/dev/null else).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        input: String = "/dev/null", output: String = "/dev/null", errors: String = "/dev/null"
    ) -> Measured? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, path, flags) in [(Int32(0), input, O_RDONLY), (1, output, O_WRONLY), (2, errors, O_WRONLY)] {
            posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        return waitForEnd(of: pid)
    }

    private static func waitForEnd(of pid: pid_t) -> Measured {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        var status: Int32 = 0
        var usage = rusage()
        var stuck = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline, !stuck {
                stuck = true
                kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
        func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
        return Measured(ending: Ending(status: (status >> 8) & 0xFF, stuck: stuck), processorTime: duration(usage.ru_utime) + duration(usage.ru_stime))
    }

    /// The peak resident memory, in bytes, of `executable` run to its end, as GNU time reports it. Not from this test
    /// process: a child started from it begins in its memory, and Linux carries that peak into the child's.
    static func peakMemory(_ executable: String, _ arguments: [String], environment: [String: String], in folder: URL) throws -> Int {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { throw XCTSkip("GNU time is not installed: no way to read a child's own peak") }
        let report = folder.appendingPathComponent("peak-\(UUID().uuidString)")
        let ending = run(time, ["-f", "%M", "-o", report.path, executable] + arguments, environment: environment)?.ending
        XCTAssertEqual(ending, Ending(status: 0, stuck: false))
        let kilobytes = String(decoding: try Data(contentsOf: report), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return try XCTUnwrap(Int(kilobytes.split(separator: "\n").last ?? "")) * 1024
    }
}
