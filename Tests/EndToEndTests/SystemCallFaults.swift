import Foundation

/// strace's system-call fault injection on the built binary (PLATFORM-NOTES.md), as SQLite is tested by failing every
/// I/O call in turn: a command is run once to list the calls it makes on the state's folder (each open, write, sync,
/// rename and truncate), then once for each of them, that call failing with the error a failing disk gives.
struct SystemCallFaults {
    /// The `ordinal`th call of `name` a thread makes (strace counts each thread's calls apart), to fail with `error`.
    struct Fault: Hashable, CustomStringConvertible {
        let name: String
        let ordinal: Int

        var error: String { SystemCallFaults.errors[name] ?? "EIO" }
        var description: String { "\(name) #\(ordinal) failing with \(error)" }
    }

    /// One run with a fault injected: how the shop ended, and every traced call in the order made.
    struct Run {
        let result: TaschProcess.Result
        let trace: [String]

        /// The calls strace made fail, as logged.
        var injected: [String] { trace.filter { $0.contains("(INJECTED)") } }

        /// Whether a call that failed was the shop's own output (standard output or error), which then says nothing.
        var lostOutput: Bool {
            injected.contains { $0.range(of: #"^\d+ +write\([12]<"#, options: .regularExpression) != nil }
        }

        /// Whether the commit's last step failed: the open or sync of `folder` itself once `document` was renamed into
        /// place there, which nothing else does after the rename.
        func failedAfterTheCommit(of document: String, in folder: String) -> Bool {
            guard let failure = trace.firstIndex(where: { $0.contains("(INJECTED)") && SystemCallFaults.touches($0, folder) }) else { return false }
            let onTheFolderItself = trace[failure].contains("\"\(folder)\"") || trace[failure].contains("<\(folder)>")
            return onTheFolderItself && trace[..<failure].contains { $0.contains("rename(") && $0.contains("\"\(document)\"") }
        }
    }

    /// The calls made of the disk, and the error each fails with: a lost permission or a full table of descriptors, a full
    /// disk, a failing one.
    static let errors = ["openat": "EACCES", "write": "ENOSPC", "pwrite64": "ENOSPC", "fsync": "EIO", "rename": "EIO", "ftruncate": "EIO"]

    /// strace, or nil where it is not installed (CI machines may lack it).
    static let strace = ["/usr/bin/strace", "/bin/strace", "/usr/local/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    let tasch: TaschProcess
    let strace: String

    /// The calls that running tasch with `arguments` makes on `folder`, each as the fault that fails it, in the order made.
    func faults(_ arguments: [String], touching folder: String) throws -> [Fault] {
        let run = try traced(arguments, injecting: nil)
        var counts: [String: Int] = [:]
        var faults: [Fault] = []
        for line in run.trace {
            guard let match = line.firstMatch(of: /^(\d+) +(\w+)\(/) else { continue }
            let key = "\(match.1) \(match.2)"
            counts[key, default: 0] += 1
            let fault = Fault(name: String(match.2), ordinal: counts[key]!)
            if Self.touches(line, folder), !faults.contains(fault) { faults.append(fault) }
        }
        return faults
    }

    /// Runs tasch with `arguments`, `fault` failing.
    func run(_ arguments: [String], failing fault: Fault) throws -> Run {
        try traced(arguments, injecting: fault)
    }

    private func traced(_ arguments: [String], injecting fault: Fault?) throws -> Run {
        let log = tasch.folder.appendingPathComponent("strace-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let injection = fault.map { ["-e", "inject=\($0.name):error=\($0.error):when=\($0.ordinal)"] } ?? []
        let calls = Self.errors.keys.sorted().joined(separator: ",")
        // A shop that a failed call left stuck is stopped, and the test says so, rather than waiting for ever.
        let result = try tasch.run(
            program: "/usr/bin/timeout",
            ["60", strace, "-f", "-qq", "-y", "-o", log.path, "-e", "trace=\(calls)"] + injection + [TaschProcess.binary.path] + arguments
        )
        let trace = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        return Run(result: result, trace: trace)
    }

    /// Whether the logged `line` is a call on `folder` or a file in it.
    static func touches(_ line: String, _ folder: String) -> Bool {
        ["/", ">", "\""].contains { line.contains(folder + $0) }
    }
}
