import Adapters

/// The console at a real terminal: lines are read with the line editor, with history and Tab completion, and
/// everything written goes through `base`. The history file is read with the first line, and each line the history
/// keeps is added to it at once; a file that cannot be read or written is said once and then left alone.
@MainActor
final class LineEditingConsole: Console {
    let isInteractive = true
    private let base: any Console
    private let reader: TerminalLineReader
    private let completer: any LineCompleter
    private let historyFile: HistoryFile?
    private var history: LineHistory?
    private var savesHistory = true

    init(base: any Console, terminal: any RawTerminal, completer: any LineCompleter, historyFile: HistoryFile?) {
        self.base = base
        reader = TerminalLineReader(terminal: terminal)
        self.completer = completer
        self.historyFile = historyFile
    }

    func readLine(prompt: String?) async -> String? {
        base.flush()
        var history = loadedHistory()
        switch reader.readLine(prompt: prompt ?? "", history: history.lines, completer: completer, purpose: .command) {
        case let .line(line):
            if history.add(line) {
                await save(line)
            } else if LineHistory.isTooLong(line) {
                warn("that line is longer than the history keeps (\(LineHistory.maximumSize >> 20) MiB), so it is not kept")
            }
            self.history = history
            return line
        case .noLine: return nil
        case .unavailable: return await base.readLine(prompt: prompt)
        }
    }

    func ask(_ question: String) -> String? {
        base.flush()
        switch reader.readLine(prompt: question, history: [], completer: NoCompletion(), purpose: .answer) {
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

    private func save(_ line: String) async {
        guard savesHistory, let historyFile else { return }
        do {
            try await historyFile.append(line)
        } catch {
            savesHistory = false
            warn("the history cannot be saved: \(error)")
        }
    }

    private func warn(_ message: String) {
        base.writeError("tasch: " + TerminalSafeText.clean(message) + "\n")
    }
}

/// Answers to a question complete to nothing.
private struct NoCompletion: LineCompleter {
    func completions(after words: [String], typing prefix: String) -> Completions { .none }
}
