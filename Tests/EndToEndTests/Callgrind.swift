import Foundation

/// valgrind's callgrind counting the instructions one function of tasch runs, and how many times it is called: the same
/// counts whatever else the machine is doing, unlike processor time, and for a function a test picks, unlike the whole
/// process, whose idle turns and repaints follow the clock (PLATFORM-NOTES.md).
struct Callgrind {
    /// valgrind, or nil where it is not installed (CI machines may lack it).
    static let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind", "/bin/valgrind"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What callgrind counted of the function.
    struct Count: Equatable {
        let instructions: Int
        let calls: Int

        /// The instructions of one call, on average; nil when it was never called.
        var perCall: Int? { calls > 0 ? instructions / calls : nil }
    }

    /// The function's symbol, as the binary names it (Swift's mangled name).
    let symbol: String
    /// Where callgrind writes its counts, and its own messages (kept off the terminal the program draws on).
    let counts: URL
    let log: URL

    /// The command that runs a program under callgrind, counting only inside the function.
    var launcher: [String] {
        [Self.valgrind ?? "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(symbol)",
         "--callgrind-out-file=\(counts.path)", "--log-file=\(log.path)"]
    }

    /// What the run counted, read from its counts file once the program has ended.
    func count() throws -> Count {
        Self.count(of: symbol, inCallgrindOutput: try String(contentsOf: counts, encoding: .utf8))
    }

    /// The instructions counted (only inside the function, as the launcher asks) and the calls made to `symbol`, read
    /// from callgrind's output format: a function is named in full the first time (`cfn=(12) name`), by its number after.
    static func count(of symbol: String, inCallgrindOutput text: String) -> Count {
        var names: [String: String] = [:]
        var instructions = 0, calls = 0, callingIt = false
        for line in text.split(separator: "\n") {
            if let match = line.firstMatch(of: /^(c?fn)=\((\d+)\)(?: (.*))?$/) {
                if let name = match.3 { names[String(match.2)] = String(name) }
                callingIt = match.1 == "cfn" && names[String(match.2)] == symbol
            } else if callingIt, let match = line.firstMatch(of: #/^calls=(\d+) /#) {
                calls += Int(match.1) ?? 0
            } else if let match = line.firstMatch(of: /^totals: (\d+)/) {
                instructions = Int(match.1) ?? 0
            }
        }
        return Count(instructions: instructions, calls: calls)
    }
}
