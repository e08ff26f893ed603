import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary as its own child, for what `Process` cannot tell: its peak memory, from the kernel's own
/// accounting, and whether it was still running at a deadline (then it is killed, so a hang fails a test instead of
/// hanging the suite).
struct ChildProcess {
    struct Ending {
        let status: Int32
        /// The peak resident memory, in bytes. A child starts in its parent's memory, so this is at least the test's own
        /// peak when that is higher: fine for telling tens of megabytes from hundreds.
        let peakBytes: Int
        let timedOut: Bool
    }

    /// Runs `executable` with `arguments`, standard input and output on /dev/null, in `environment`; kills it after `timeout`.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], timeout: TimeInterval) -> Ending? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
        // Linux reports the peak resident set in kilobytes.
        return Ending(status: (status >> 8) & 0xFF, peakBytes: usage.ru_maxrss * 1024, timedOut: timedOut)
    }
}
