import Adapters

/// The console at a real terminal: lines are read with the line editor, with history and Tab completion, and
/// everything written goes through `base`. The history file is read with the first line, and each line the history
/// keeps is added to it at once; a file that cannot be read or written is said once and then left alone.
@MainActor
final class LineEditingConsole: WritingThrough {
    let isInteractive = true
    private let base: any Console
    var writer: any Console { base }
    private let terminal: any RawTerminal
    private let reader: TerminalLineReader
    private let completer: any LineCompleter
    private let historyFile: HistoryFile?
    private var history: LineHistory?
    private var savesHistory = true

    private let canceller: CommandCanceller

    /// The console at `terminal`, writing through `base`; a wait for another shop to let go of `historyFile` is what
    /// Ctrl-C cancels through `canceller` while it lasts.
    /// Whether a line may be kept in the history: not one that holds a secret (a gift card's code).
    private let keepsInHistory: (String) -> Bool

    init(
        base: any Console, terminal: any RawTerminal, completer: any LineCompleter, historyFile: HistoryFile?,
        canceller: CommandCanceller, keepsInHistory: @escaping (String) -> Bool = { _ in true }
    ) {
        self.base = base
        self.keepsInHistory = keepsInHistory
        self.terminal = terminal
        reader = TerminalLineReader(terminal: terminal)
        self.completer = completer
        self.historyFile = historyFile
        self.canceller = canceller
    }

    /// The next line typed. Ctrl-C while the line waits for another shop to let go of the history file stops the wait
    /// and drops the line, as Ctrl-C stops a save and its change, and the next line is read.
    func readLine(prompt: String?) async -> String? {
        while true {
            base.flush()
            var history = loadedHistory()
            switch reader.readLine(prompt: prompt ?? "", history: history.lines, completer: completer, purpose: .command) {
            case let .line(line):
                var kept = true
                if keepsInHistory(line), history.add(line) {
                    kept = await save(line)
                } else if LineHistory.isTooLong(line) {
                    warn("that line is longer than the history keeps (\(LineHistory.maximumSize >> 20) MiB), so it is not kept")
                }
                self.history = history
                if kept { return line }
            case .noLine: return nil
            case .unavailable: return await base.readLine(prompt: prompt)
            }
        }
    }

    /// A question too long for one row is wrapped between words: its last line is the prompt, with room to answer, and
    /// is wrapped again where it and its space would be wider than a prompt may be. It may quote anything (a product's
    /// name), so every line of it is shown as text, never acted on.
    func ask(_ question: String) -> String? {
        let promptColumns = LineRenderer.promptColumns(in: terminal.columns), space = question.hasSuffix(" ") ? " " : ""
        var lines = WordWrap.lines(TerminalSafeText.clean(question), columns: max(1, promptColumns + 1))
        // A question that fits on one line still ends in its space: left off while the prompt is wrapped, then put back.
        let last = lines.removeLast()
        lines += WordWrap.lines(last.hasSuffix(" ") ? String(last.dropLast()) : last, columns: max(1, promptColumns - space.count))
        let prompt = lines.removeLast() + space
        lines.forEach { base.write($0 + "\n") }
        base.flush()
        switch reader.readLine(prompt: prompt, history: [], completer: NoCompletion(), purpose: .answer) {
        case let .line(answer): return answer
        case .noLine: return nil
        case .unavailable: return base.ask(question)
        }
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

    /// Adds `line` to the history file, as the command in flight for Ctrl-C (the wait for another shop's lock is
    /// cancelled, not the shop ended); false when Ctrl-C stopped it. A file that cannot be saved is let alone after.
    private func save(_ line: String) async -> Bool {
        guard savesHistory, let historyFile else { return true }
        let failure = await canceller.run { () async -> (any Error)? in
            do {
                try await historyFile.append(line)
                return nil
            } catch {
                return error
            }
        }
        guard let failure else { return true }
        savesHistory = false
        guard !(failure is CancellationError) else {
            warn("cancelled: the line was not run, and the history is not kept this time")
            return false
        }
        warn("the history cannot be saved: \(failure)")
        return true
    }

    private func warn(_ message: String) {
        base.writeError(WordWrap.fitted("tasch: " + TerminalSafeText.clean(message), columns: terminal.columns, indent: 2))
    }
}

/// Answers to a question complete to nothing.
private struct NoCompletion: LineCompleter {
    func completions(after words: [String], typing prefix: String) -> Completions { .none }
}
