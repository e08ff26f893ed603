import Adapters

/// The console at a real terminal: lines are read with the line editor, with history and Tab completion, and
/// everything written goes through `base`. The history file is read with the first line, and each line the history
/// keeps is added to it at once; a file that cannot be read or written is said once and then left alone.
@MainActor
final class LineEditingConsole: Console {
    let isInteractive = true
    private let base: any Console
    private let terminal: any RawTerminal
    private let reader: TerminalLineReader
    private let completer: any LineCompleter
    private let historyFile: HistoryFile?
    private var history: LineHistory?
    private var savesHistory = true

    init(base: any Console, terminal: any RawTerminal, completer: any LineCompleter, historyFile: HistoryFile?) {
        self.base = base
        self.terminal = terminal
        reader = TerminalLineReader(terminal: terminal)
        self.completer = completer
        self.historyFile = historyFile
    }

    func readLine(prompt: String?) -> String? {
        base.flush()
        var history = loadedHistory()
        switch reader.readLine(prompt: prompt ?? "", history: history.lines, completer: completer, purpose: .command) {
        case let .line(line):
            if history.add(line) { save(line) }
            self.history = history
            return line
        case .noLine: return nil
        case .unavailable: return base.readLine(prompt: prompt)
        }
    }

    /// A question too long for one row is wrapped between words: its last line is the prompt, with room to answer.
    func ask(_ question: String) -> String? {
        var lines = WordWrap.lines(question, columns: max(1, terminal.columns - LineRenderer.minimumRoom))
        let prompt = lines.removeLast() + (lines.isEmpty || !question.hasSuffix(" ") ? "" : " ")
        lines.forEach { base.write($0 + "\n") }
        base.flush()
        switch reader.readLine(prompt: prompt, history: [], completer: NoCompletion(), purpose: .answer) {
        case let .line(answer): return answer
        case .noLine: return nil
        case .unavailable: return base.ask(question)
        }
    }

    func write(_ text: String) {
        base.write(text)
    }

    func writeError(_ text: String) {
        base.writeError(text)
    }

    func flush() {
        base.flush()
    }

    private func loadedHistory() -> LineHistory {
        if let history { return history }
        var loaded = LineHistory()
        do {
            loaded = LineHistory(try historyFile?.load() ?? [])
        } catch {
            // A file that cannot be read must not be replaced by one holding only this session's lines.
            savesHistory = false
            warn("the history cannot be read, so it is not kept this time: \(error)")
        }
        history = loaded
        return loaded
    }

    private func save(_ line: String) {
        guard savesHistory, let historyFile else { return }
        do {
            try historyFile.append(line)
        } catch {
            savesHistory = false
            warn("the history cannot be saved: \(error)")
        }
    }

    private func warn(_ message: String) {
        base.writeError(WordWrap.fitted("tasch: " + TerminalSafeText.clean(message), columns: terminal.columns, indent: 2))
    }
}

/// Answers to a question complete to nothing.
private struct NoCompletion: LineCompleter {
    func completions(after words: [String], typing prefix: String) -> Completions { .none }
}
