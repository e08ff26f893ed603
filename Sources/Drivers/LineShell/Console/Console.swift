/// The terminal as the shop sees it: lines in, text out; the real one and a scripted one for tests.
@MainActor
public protocol Console: AnyObject {
    /// Whether a person is typing: standard input is a terminal.
    var isInteractive: Bool { get }
    /// Shows `prompt` (if any) and reads one line without its line break; nil at the end of input. Async because
    /// keeping the line may wait for another shop (the history file's lock), a wait that Ctrl-C must be able to stop.
    func readLine(prompt: String?) async -> String?
    /// Shows `question` and reads the answer, a line that is not a command: it is kept in no history.
    func ask(_ question: String) -> String?
    /// Writes `text` to standard output; it may be held until `flush()`.
    func write(_ text: String)
    /// Writes `text` to standard error at once, after anything held for standard output.
    func writeError(_ text: String)
    /// Sends everything held for standard output.
    func flush()
}
