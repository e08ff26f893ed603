import Foundation

/// The program long output is shown through at a terminal, chosen as git chooses it: `PAGER`, else `less -FRX` (quit
/// at once when it fits, keep colours, leave the text on the screen); none for `PAGER=` or `PAGER=cat`, or on a dumb
/// terminal without `PAGER`.
struct PagerCommand: Equatable {
    /// The command line, run by the shell so that it may hold arguments and quotes.
    let commandLine: String

    static let standard = PagerCommand(commandLine: "less -FRX")

    /// The pager `environment` asks for, or nil for none.
    static func chosen(environment: [String: String]) -> PagerCommand? {
        guard let asked = environment["PAGER"] else {
            return environment["TERM"] == "dumb" ? nil : .standard
        }
        let trimmed = asked.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : PagerCommand(commandLine: trimmed)
    }

    /// The program the command line starts: its first word.
    var program: String {
        String(commandLine.prefix { !$0.isWhitespace })
    }

    /// Where `program` is, found as the shell would find it on `path` (`PATH`); nil when it is nowhere, so that a
    /// missing pager is said once instead of by the shell at every long answer.
    func programPath(searching path: String?, isExecutable: (String) -> Bool) -> String? {
        let program = program
        if program.contains("/") { return isExecutable(program) ? program : nil }
        let folders = (path ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        return folders.map { ($0.isEmpty ? "." : String($0)) + "/" + program }.first(where: isExecutable)
    }
}
