/// The exit statuses the shop uses, after BSD's sysexits.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// A script ran to its end but a command in it failed.
    public static let commandFailed: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 64
    /// The catalogue or the state file cannot be used.
    public static let dataError: Int32 = 65
    /// The catalogue file does not exist or cannot be read.
    public static let noInput: Int32 = 66
    /// The state file cannot be created or written, e.g. its path is a folder (`EX_CANTCREAT`).
    public static let cannotCreate: Int32 = 73
    /// Output could not be written: standard output was closed, or its reader left (`EX_IOERR`).
    public static let ioError: Int32 = 74
    /// Another shop kept the state file locked too long to wait for: try again later (`EX_TEMPFAIL`).
    public static let temporaryFailure: Int32 = 75
    /// The shop itself is broken; a bug to report.
    public static let internalError: Int32 = 70
}
