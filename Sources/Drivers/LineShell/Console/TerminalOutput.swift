import Adapters
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
    private let columns: () -> Int?
    /// Whether the last thing written was an error (or its note) that the prompt must not follow at once.
    private var endsWithError = false

    /// `columns` gives the window's width each time text is fitted to it; nil (no terminal) writes text as given.
    public init(console: any Console, style: TextStyle, mode: OutputMode = .text, columns: @escaping () -> Int? = { nil }) {
        self.console = console
        self.style = style
        self.mode = mode
        self.columns = columns
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// The window's width, or nil when output is not a terminal.
    public var width: Int? { columns() }

    /// Writes one line of results, wrapped between words to the window; lines after the first start under `indent`
    /// columns, or under the line's own indent.
    public func line(_ text: String = "", indent: Int? = nil) {
        endsWithError = false
        console.write(fitted(text, indent: indent ?? text.prefix { $0 == " " }.count))
    }

    /// Writes one row of a table, cut with "…" where the window ends (a table's views shorten names first).
    public func row(_ text: String) {
        endsWithError = false
        console.write((width.map { DisplayWidth.truncated(text, toColumns: $0) } ?? text) + "\n")
    }

    /// Writes a note that belongs to the error before it, on standard error, wrapped like it and cleaned like it.
    public func note(_ text: String) {
        let lines = fitted(TerminalSafeText.clean(text), indent: text.prefix { $0 == " " }.count + 1)
        endsWithError = marksErrors
        console.writeError(marksErrors ? styledLines(lines, style.error) : lines)
    }

    /// Whether errors are made to stand out and followed by a blank line: only for a person at a terminal, so that
    /// piped output and the transcripts of scripts stay exactly as they are.
    private var marksErrors: Bool {
        console.isInteractive && width != nil
    }

    /// `text` wrapped to the window, each line ending in a line break.
    private func fitted(_ text: String, indent: Int) -> String {
        WordWrap.fitted(text, columns: width, indent: indent)
    }

    /// A short answer: a text line, or `{"message": …}` in JSON mode.
    public func message(_ text: String) {
        switch mode {
        case .text: line(text)
        case .json: document("message", text)
        }
    }

    /// Writes one JSON object, `{key: document}`, on one line of standard output. Characters a terminal would act
    /// on are written as `\u` escapes, which JSON reads back as the same text.
    public func document(_ key: String, _ document: some Encodable) {
        do {
            let json = String(decoding: try encoder.encode([key: document]), as: UTF8.self)
            console.write(TerminalSafeText.escapingForJSON(json) + "\n")
        } catch {
            self.error("the answer could not be written as JSON: \(error)", kind: "internal")
        }
    }

    /// Writes one error: a line on standard error naming the script line, or an error object in JSON mode. Whatever
    /// it quotes (a typed word, a path, a spec from the environment) is cleaned for the terminal.
    public func error(_ message: String, kind: String) {
        let message = TerminalSafeText.clean(message)
        switch mode {
        case .text:
            let location = inputLineNumber.map { "line \($0): " } ?? ""
            guard marksErrors else { return console.writeError(fitted(location + message, indent: 2)) }
            endsWithError = true
            // Without colour, a word marks it instead.
            let marked = style.usesColour ? message : "error: " + message
            console.writeError(styledLines(fitted(location + marked, indent: 2), style.error))
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

    /// Sends what is held, once a command has finished; after an error at a terminal, a blank line first, so that the
    /// error stands apart from the prompt.
    public func flush() {
        if endsWithError {
            console.writeError("\n")
            endsWithError = false
        }
        console.flush()
    }

    /// Each of `lines` (each ending in a line break) dressed by `dress`, so that a wrapped error is coloured on every row.
    private func styledLines(_ lines: String, _ dress: (String) -> String) -> String {
        lines.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { dress(String($0)) + "\n" }.joined()
    }
}
