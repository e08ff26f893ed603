import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to its end and says how long it took and its peak memory, from the kernel's own accounting.
enum ProcessProbe {
    struct Run {
        let seconds: Double
        let peakBytes: Int
        let status: Int32
    }

    /// Runs `path` with `arguments`, its output thrown away; nil when it cannot be started.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) -> Run? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Linux reports the peak resident set in kilobytes.
        return Run(seconds: seconds, peakBytes: usage.ru_maxrss * 1024, status: (status >> 8) & 0xFF)
    }

    /// The median of `count` runs (time and peak memory each), after one run to warm the file cache; `prepare` runs
    /// before each, e.g. to remove the start-up cache so that every run is a first start.
    static func median(
        _ count: Int, _ path: String, _ arguments: [String], environment: [String: String], prepare: () -> Void = {}
    ) -> Run? {
        prepare()
        guard run(path, arguments, environment: environment) != nil else { return nil }
        let runs = (0..<count).compactMap { _ in
            prepare()
            return run(path, arguments, environment: environment)
        }
        guard !runs.isEmpty else { return nil }
        let times = runs.map(\.seconds).sorted()
        let peaks = runs.map(\.peakBytes).sorted()
        return Run(seconds: times[times.count / 2], peakBytes: peaks[peaks.count / 2], status: runs[0].status)
    }
}
