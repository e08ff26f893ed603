import Foundation

/// Where every view writes: results to standard output, errors to standard error (or as JSON).
@MainActor
public final class TerminalOutput {
    public let style: TextStyle
    /// Text for people, or JSON Lines for scripts; `mode` at the prompt switches it.
    public var mode: OutputMode
    private let console: any Console
    private let encoder: JSONEncoder
    /// The script line being run, named in error messages when input is not a terminal.
    public var inputLineNumber: Int?

    public init(console: any Console, style: TextStyle, mode: OutputMode = .text) {
        self.console = console
        self.style = style
        self.mode = mode
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Writes one line of results.
    public func line(_ text: String = "") {
        console.write(text + "\n")
    }

    /// A short answer: a text line, or `{"message": …}` in JSON mode.
    public func message(_ text: String) {
        switch mode {
        case .text: line(text)
        case .json: document("message", text)
        }
    }

    /// Writes one JSON object, `{key: document}`, on one line of standard output.
    public func document(_ key: String, _ document: some Encodable) {
        do {
            line(String(decoding: try encoder.encode([key: document]), as: UTF8.self))
        } catch {
            self.error("the answer could not be written as JSON: \(error)", kind: "internal")
        }
    }

    /// Writes one error: a line on standard error naming the script line, or an error object in JSON mode.
    public func error(_ message: String, kind: String) {
        switch mode {
        case .text:
            let location = inputLineNumber.map { "line \($0): " } ?? ""
            console.writeError("\(location)\(message)\n")
        case .json:
            document("error", ErrorLine(kind: kind, message: message, line: inputLineNumber))
        }
    }

    // The error object of JSON mode; `line` is left out when input is a terminal.
    private struct ErrorLine: Encodable {
        let kind: String
        let message: String
        let line: Int?
    }

    /// Sends what is held, once a command has finished.
    public func flush() {
        console.flush()
    }
}
