/// Reads a line at a time from a terminal with the line editor: bytes become keys (`KeyDecoder`), keys become edits
/// (`LineEditor`), and the line is drawn again after each (`LineRenderer`). Raw mode lasts only while a line is
/// read, so between lines Ctrl-C is a signal again, for the command in flight. Keys that arrive after Enter (typing
/// ahead, a paste the terminal did not bracket) wait for the next line; a bracketed paste of several lines is shown
/// in the line and runs a line at a time once Enter is pressed.
@MainActor
final class TerminalLineReader {
    /// What the line is for: a command (Ctrl-C starts a new line) or the answer to a question (Ctrl-C gives up).
    enum Purpose {
        case command
        case answer
    }

    /// How a read ended.
    enum Outcome: Equatable {
        case line(String)
        /// Ctrl-D on an empty line, the end of input, or Ctrl-C on a question.
        case noLine
        /// Raw mode could not be entered: read the line another way.
        case unavailable
    }

    /// How long to wait after Escape for the rest of a sequence before taking it as the Escape key.
    static let escapeWait = Duration.milliseconds(100)

    private let terminal: any RawTerminal
    private var decoder = KeyDecoder()
    private var waitingKeys: [Key] = []
    /// The lines of a pasted block still to run, each as the next command, after the first ran when Enter was pressed.
    private var pastedLines: [String] = []

    init(terminal: any RawTerminal) {
        self.terminal = terminal
    }

    /// The line typed after `prompt`, with `history` (oldest first) for Up, Down and Ctrl-R and `completer` for Tab.
    func readLine(prompt: String, history: [String], completer: any LineCompleter, purpose: Purpose) -> Outcome {
        if purpose == .command, !pastedLines.isEmpty { return entered(pastedLines.removeFirst(), after: prompt) }
        guard terminal.enterRawMode() else { return .unavailable }
        defer { terminal.restore() }
        var editor = LineEditor(history: history)
        draw(editor.view(prompt: prompt))
        // Keys that arrived together (a paste, typing ahead) are all handled before the line is drawn once: a draw
        // costs a window's width, so a paste costs a draw per read, never one per key.
        var needsDrawing = false
        while true {
            if needsDrawing, waitingKeys.isEmpty {
                draw(editor.view(prompt: prompt))
                needsDrawing = false
            }
            guard let event = nextEvent() else { return .noLine }
            guard case let .key(key) = event else {
                needsDrawing = true
                continue
            }
            switch editor.handle(key, completer: completer) {
            case .redraw: needsDrawing = true
            case .unchanged: break
            case .bell: terminal.write("\u{7}")
            case let .submit(line): return submit(line, after: prompt, purpose: purpose)
            case .interrupt:
                finish(editor.view(prompt: prompt), with: "^C\n")
                guard purpose == .command else { return .noLine }
                editor = LineEditor(history: history)
                needsDrawing = true
            case .endOfInput:
                if purpose == .answer { terminal.write("\n") }
                return .noLine
            case .clearScreen:
                terminal.write("\u{1B}[H\u{1B}[2J")
                needsDrawing = true
            case .suspend:
                finish(editor.view(prompt: prompt), with: "^Z\n")
                terminal.suspendJob()
                needsDrawing = true
            case let .list(completions):
                finish(editor.view(prompt: prompt), with: "\n" + LineRenderer.listing(completions, columns: terminal.columns))
                needsDrawing = true
            }
        }
    }

    /// The line entered. A pasted block of several lines runs a line at a time, each as the command it would be typed
    /// as, its blank lines left out, as bash and psql run one; an answer is one line, its line breaks spaces.
    private func submit(_ line: String, after prompt: String, purpose: Purpose) -> Outcome {
        guard line.contains(LineBuffer.lineBreak) else { return entered(line, after: prompt) }
        guard purpose == .command else { return entered(BracketedPaste.oneLine(line), after: prompt) }
        let lines = line.split(separator: LineBuffer.lineBreak).map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        pastedLines = Array(lines.dropFirst())
        return entered(lines.first ?? "", after: prompt)
    }

    /// Leaves `line` whole on the screen after `prompt`, for the scrollback, and returns it.
    private func entered(_ line: String, after prompt: String) -> Outcome {
        terminal.write(LineRenderer.entered(LineView(prompt: prompt, buffer: LineBuffer(line))))
        return .line(line)
    }

    /// Something that happened at the terminal while a line is read.
    private enum Event {
        case key(Key)
        case resized
    }

    /// The next key, or a change of window; nil when the terminal is gone and no key is left.
    private func nextEvent() -> Event? {
        while waitingKeys.isEmpty {
            switch terminal.read(timeout: decoder.isWaiting ? Self.escapeWait : nil) {
            case let .bytes(bytes): waitingKeys = decoder.decode(bytes)
            case .timedOut: waitingKeys = decoder.flush()
            case .resized: return .resized
            case .closed:
                waitingKeys = decoder.flush()
                if waitingKeys.isEmpty { return nil }
            }
        }
        return .key(waitingKeys.removeFirst())
    }

    private func draw(_ view: LineView) {
        terminal.write(LineRenderer.draw(view, columns: terminal.columns))
    }

    /// Draws the line with the cursor at its end, so that what follows starts after all of it, then `text`.
    private func finish(_ view: LineView, with text: String) {
        var atEnd = view.buffer
        atEnd.moveToEnd()
        terminal.write(LineRenderer.draw(LineView(prompt: view.prompt, buffer: atEnd), columns: terminal.columns) + text)
    }
}
