/// The exit statuses the shop uses, after BSD's sysexits, each with the one line that `--help`, the manual page and
/// Docs/commands.md say of it (`meanings`).
public enum ExitStatus {
    /// Everything ran.
    public static let success: Int32 = 0
    /// A script ran to its end but a command in it failed.
    public static let commandFailed: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 64
    /// The catalogue or the state file cannot be used.
    public static let dataError: Int32 = 65
    /// The catalogue or the script file does not exist or cannot be read.
    public static let noInput: Int32 = 66
    /// The shop itself is broken; a bug to report.
    public static let internalError: Int32 = 70
    /// The state file cannot be created or written, e.g. its path is a folder (`EX_CANTCREAT`).
    public static let cannotCreate: Int32 = 73
    /// Output could not be written: standard output was closed, or its reader left (`EX_IOERR`).
    public static let ioError: Int32 = 74
    /// Another shop kept the state file locked too long to wait for: try again later (`EX_TEMPFAIL`).
    public static let temporaryFailure: Int32 = 75
    /// Ctrl-C with no command to cancel, or twice: 128 + SIGINT, as a shell reports it.
    public static let interrupted: Int32 = 130

    /// Every status, lowest first, with what it means to the person who ran the shop, in one line.
    static let meanings: [(status: Int32, meaning: String)] = [
        (success, "everything ran (quit N / exit N leave with N)"),
        (commandFailed, "a script ran to its end but a command in it failed (with --bail: stopped there)"),
        (usage, "bad command line"),
        (dataError, "the catalogue or the state file is not valid"),
        (noInput, "the catalogue or the script file does not exist or cannot be read, or input is a folder"),
        (internalError, "internal error"),
        (cannotCreate, "the state file cannot be created or written"),
        (ioError, "output could not be written: standard output was closed or its reader left"),
        (temporaryFailure, "a script's change gave up waiting for another Tasch that kept the state file locked"),
        (interrupted, "Ctrl-C with no command to cancel (input not from a terminal), or Ctrl-C twice"),
    ]

    /// What a shell reports when a signal ends the shop (its default action, once the terminal is given back): not a
    /// status the shop exits with, but 128 + the signal's number, listed after the statuses.
    static let endedBySignal = (
        name: "128 + N",
        meaning: "signal N, such as SIGTERM (143) or SIGHUP (129), ended the shop; the terminal's settings are put back first, "
            + "at once, even when the terminal has stopped reading (a stalled ssh link)"
    )
}
