import Adapters

/// Why the shop cannot open: what to say, in one line, and which exit status to leave with.
struct StartProblem: Error, Equatable {
    let status: Int32
    let message: String

    /// The command line was wrong: `reason`, and where to look for the options.
    static func usage(_ reason: String) -> StartProblem {
        StartProblem(status: ExitStatus.usage, message: "\(TerminalSafeText.clean(reason))\nTry 'tasch --help' for the options.")
    }
}
