import Foundation

/// valgrind's callgrind counting the instructions each call of one function of tasch runs: the same counts whatever
/// else the machine is doing, unlike processor time, and for a function a test picks, unlike the whole process, whose
/// idle turns and repaints follow the clock (PLATFORM-NOTES.md).
struct Callgrind {
    /// valgrind, or nil where it is not installed (CI machines may lack it).
    static let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind", "/bin/valgrind"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The function's symbol, as the binary names it (Swift's mangled name).
    let symbol: String
    /// Where callgrind writes its counts, and its own messages (kept off the terminal the program draws on).
    let counts: URL
    let log: URL

    /// The command that runs a program under callgrind, counting only inside the function, and writing what each call
    /// counted to a file of its own (`counts` followed by `.1`, `.2`…).
    var launcher: [String] {
        [Self.valgrind ?? "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(symbol)",
         "--dump-after=\(symbol)", "--callgrind-out-file=\(counts.path)", "--log-file=\(log.path)"]
    }

    /// The instructions of each call, in the order of the calls, read once the program has ended. An average over the
    /// calls would follow the clock: how many calls find the program in each state (a part of the screen loaded, or not
    /// yet) depends on when answers and keys come; what a call in a given state runs does not.
    func instructionsOfEachCall() throws -> [Int] {
        let dumps = (1...).lazy.map { URL(fileURLWithPath: "\(counts.path).\($0)") }.prefix { FileManager.default.fileExists(atPath: $0.path) }
        return try dumps.map { Self.instructions(inCallgrindOutput: try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The instructions counted in all (only inside the function, as the launcher asks), from the `summary:` line of
    /// callgrind's header; 0 without one.
    static func instructions(inCallgrindOutput text: String) -> Int {
        // A dump holds tens of thousands of lines: only the header's are read.
        let summary = text.split(separator: "\n", maxSplits: 100).prefix(100).first { $0.hasPrefix("summary: ") }
        return summary.flatMap { Int($0.dropFirst("summary: ".count)) } ?? 0
    }
}
