import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to its end and says how long it took and its peak memory, from the kernel's own accounting.
enum ProcessProbe {
    struct Run {
        let seconds: Double
        /// The processor time it took, user and system: far less than the wall time moved by others' load.
        let cpuSeconds: Double
        let peakBytes: Int
        let status: Int32
    }

    /// Runs `path` with `arguments` through a small launcher process (this benchmark started with `--probe`), which
    /// times it and reads its peak memory; nil when it cannot be started.
    ///
    /// Why a launcher: Linux keeps a process's peak memory across `exec`, and `posix_spawn` starts the child in its
    /// parent's memory, so a child spawned straight from this benchmark would report the benchmark's own peak (it
    /// builds catalogues of tens of megabytes) whenever that is the larger. The launcher is small and spawns the child.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) -> Run? {
        let launcher = "/proc/self/exe"
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        guard let pid = spawn(launcher, ["--probe", path] + arguments, environment: environment, actions: &actions) else {
            close(pipe[0]); close(pipe[1])
            return nil
        }
        close(pipe[1])
        var report: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            guard count > 0 else { break }
            report += buffer[0..<count]
        }
        close(pipe[0])
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid, status == 0 else { return nil }
        let fields = String(decoding: report, as: UTF8.self).split(separator: " ")
        guard fields.count == 4, let seconds = Double(fields[0]), let peak = Int(fields[1]), let cpu = Double(fields[3].trimmingCharacters(in: .whitespacesAndNewlines)),
              let exitStatus = Int32(fields[2].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return Run(seconds: seconds, cpuSeconds: cpu, peakBytes: peak, status: exitStatus)
    }

    /// What the launcher does: runs `path` with `arguments`, its input and output on /dev/null, and reports the time,
    /// the peak memory and the exit status on one line of standard output.
    static func launch(_ path: String, _ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let environment = ProcessInfo.processInfo.environment
        let start = ContinuousClock.now
        guard let pid = spawn(path, arguments, environment: environment, actions: &actions) else {
            FileHandle.standardError.write(Data("tasch-bench: cannot start \(path): \(String(cString: strerror(errno)))\n".utf8))
            return 1
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return 1 }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Linux reports the peak resident set in kilobytes.
        func processorSeconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let processor = processorSeconds(usage.ru_utime) + processorSeconds(usage.ru_stime)
        // A program killed by a signal reports 128 plus its number, as a shell does, never a clean 0.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        print("\(seconds) \(usage.ru_maxrss * 1024) \(exitStatus) \(processor)")
        return 0
    }

    private static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t
    ) -> pid_t? {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard code == 0 else {
            errno = code
            return nil
        }
        return pid
    }

    /// The median of each of several programs' runs, `count` rounds in which each runs once in turn, after a round to
    /// warm the file cache: programs compared with each other then see the same load on a shared machine.
    static func medians(_ count: Int, _ commands: [(path: String, arguments: [String])], environment: [String: String]) -> [Run]? {
        medians(count, commands.map { Program(path: $0.path, arguments: $0.arguments, prepare: {}) }, environment: environment)
    }

    /// A program to run, and what to do before each run of it (remove an index, say).
    struct Program {
        let path: String
        let arguments: [String]
        let prepare: () -> Void
    }

    /// The median of each of `programs`' runs, in rounds as above, each run after its program's `prepare`.
    static func medians(_ count: Int, _ programs: [Program], environment: [String: String]) -> [Run]? {
        var runs = [[Run]](repeating: [], count: programs.count)
        for round in 0...count {
            for (index, program) in programs.enumerated() {
                program.prepare()
                guard let run = run(program.path, program.arguments, environment: environment) else { return nil }
                if round > 0 { runs[index].append(run) }
            }
        }
        return runs.map(median(of:))
    }

    /// The median of `runs`: of their times, processor times and peaks each; the highest exit status.
    static func median(of runs: [Run]) -> Run {
        let times = runs.map(\.seconds).sorted()
        let cpu = runs.map(\.cpuSeconds).sorted()
        let peaks = runs.map(\.peakBytes).sorted()
        return Run(seconds: times[times.count / 2], cpuSeconds: cpu[cpu.count / 2], peakBytes: peaks[peaks.count / 2], status: runs.map(\.status).max() ?? 0)
    }

    /// The median of `count` runs (time and peak memory each), after one run to warm the file cache; `prepare` runs
    /// before each, e.g. to remove the catalogue index so that every run is a first start.
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
        return median(of: runs)
    }
}
