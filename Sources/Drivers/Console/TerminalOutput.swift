/// Where every view writes: results to standard output, errors to standard error, counted.
@MainActor
public final class TerminalOutput {
    public let style: TextStyle
    private let console: any Console
    /// How many errors were written; a script that saw any ends with status 1.
    public private(set) var errorCount = 0
    /// The script line being run, named in error messages when input is not a terminal.
    public var inputLineNumber: Int?

    public init(console: any Console, style: TextStyle) {
        self.console = console
        self.style = style
    }

    /// Writes one line of results.
    public func line(_ text: String = "") {
        console.write(text + "\n")
    }

    /// Writes one error line, prefixed with the script line it came from.
    public func error(_ message: String) {
        errorCount += 1
        let location = inputLineNumber.map { "line \($0): " } ?? ""
        console.writeError("\(location)\(message)\n")
    }

    /// Sends what is held, once a command has finished.
    public func flush() {
        console.flush()
    }
}
