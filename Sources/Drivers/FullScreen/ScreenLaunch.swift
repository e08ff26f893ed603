/// Starting the full screen from the command line (`--screen`): it needs a person at a terminal that can show it.
enum ScreenLaunch {
    /// Why the full screen cannot start, in one line with status 64; nil when it can.
    /// `canDraw` says whether the terminal given can draw the full screen.
    static func problem(
        options: LaunchOptions, inputIsTerminal: Bool, outputIsTerminal: Bool, environment: [String: String], canDraw: Bool
    ) -> StartProblem? {
        let reason: String? = if !options.commands.isEmpty || options.scriptPath != nil || options.writesJSON {
            "--screen is for a person at a terminal: it cannot run -c, a script or --json"
        } else if !inputIsTerminal {
            "--screen needs a terminal: standard input is not one"
        } else if !outputIsTerminal {
            "--screen needs a terminal: standard output is not one"
        } else if environment["TERM"] == "dumb" {
            "--screen needs a terminal that can draw a full screen, and TERM is \"dumb\""
        } else if !canDraw {
            "--screen needs a terminal it can draw on"
        } else {
            nil
        }
        return reason.map { StartProblem(status: ExitStatus.usage, message: $0) }
    }
}
