import Foundation

/// The instructions a whole process runs, counted by valgrind's callgrind: the same count whatever else the machine
/// is doing, unlike its time.
enum InstructionCount {
    /// The instructions `program` runs with `arguments`, or nil when valgrind is not installed or the run failed.
    static func of(_ program: String, _ arguments: [String], environment: [String: String]) -> Int? {
        guard let valgrind = Tool.named("valgrind") else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-bench-\(getpid()).callgrind").path
        defer { _ = unlink(output) }
        guard let run = valgrind.run(["--tool=callgrind", "--callgrind-out-file=\(output)", program] + arguments, environment: environment),
              run.status == 0 else { return nil }
        // "==PID== Collected : 1500736"
        let line = run.errors.split(separator: "\n").last { $0.contains("Collected :") }
        return line.flatMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
    }

    /// `count` in millions, as the tables give it.
    static func millions(_ count: Int?) -> String {
        count.map { String(format: "%.2f M", Double($0) / 1_000_000) } ?? "—"
    }
}
