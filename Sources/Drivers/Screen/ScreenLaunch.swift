/// Starting the full screen from the command line (`--screen`): it needs a person at a terminal that can show it.
enum ScreenLaunch {
    /// Why the full screen cannot start, in one line with status 64; nil when it can.
    static func problem(options: LaunchOptions, inputIsTerminal: Bool, outputIsTerminal: Bool, environment: [String: String]) -> StartProblem? {
        let reason: String? = if !options.commands.isEmpty || options.scriptPath != nil || options.writesJSON {
            "--screen is for a person at a terminal: it cannot run -c, a script or --json"
        } else if !inputIsTerminal {
            "--screen needs a terminal: standard input is not one"
        } else if !outputIsTerminal {
            "--screen needs a terminal: standard output is not one"
        } else if environment["TERM"] == "dumb" || (environment["TERM"] ?? "").isEmpty {
            "--screen needs a terminal that can draw a full screen, and TERM is \(environment["TERM"].map { "\"\($0)\"" } ?? "not set")"
        } else {
            nil
        }
        return reason.map { StartProblem(status: ExitStatus.usage, message: $0) }
    }
}
