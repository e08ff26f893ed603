import Adapters

/// A script run a step at a time for people watching (`--step` at a terminal), as a presenter runs a demo: each command
/// is shown at the prompt as if typed and runs once Enter is pressed, `q` (or the end of input) leaves at once, and the
/// script's comments are shown as they come, as its narration. With the terminal's keys, keys typed while a command
/// runs are neither echoed nor taken as the next step's; without them (no terminal that gives keys one at a time), a
/// line is read, and `q` leaves once Enter is pressed. It ends with a line saying how far the script went, wrapped to the
/// window as its narration is. Questions are the person's to answer, not the script's.
@MainActor
final class SteppingConsole: WritingThrough {
    let isInteractive = true
    private let terminal: any Console
    var writer: any Console { terminal }
    /// The terminal's keys, one at a time, when it gives them so.
    private let keys: (any RawTerminal)?
    private let script: [String]
    private let secrets: LineSecrets
    /// How a run of the script's comment lines is shown.
    private let narration: ([String]) -> String
    /// The window's width, when there is one: the closing line is wrapped to it, as the narration is.
    private let columns: () -> Int?
    /// The script's next line: a place rather than removing lines, so a long script is read in one pass.
    private var next = 0
    /// How many of the script's commands have run, and how many it has.
    private var stepsRun = 0
    private let steps: Int
    /// Whether the terminal is in quiet mode (`RawTerminal.enterQuietMode`).
    private var isQuiet = false

    /// Steps through `script` at `terminal`, which shows its output, reading `keys` (or, without them, `terminal`'s
    /// lines), each command's `secrets` masked; each run of comments (and blank lines) shown as `narration` has it, and
    /// the closing line wrapped to `columns`.
    init(
        terminal: any Console, keys: (any RawTerminal)? = nil, script: [String], secrets: LineSecrets,
        narration: @escaping ([String]) -> String = { $0.map { $0 + "\n" }.joined() }, columns: @escaping () -> Int? = { nil }
    ) {
        self.terminal = terminal
        self.keys = keys
        self.script = script
        self.secrets = secrets
        self.narration = narration
        self.columns = columns
        steps = script.filter { !CommandParser.isBlankOrComment($0) }.count
    }

    /// The script's next command, once Enter is pressed after `prompt` and the command shown; nil at the script's end,
    /// or when the person types `q` or ends the input.
    func readLine(prompt: String?) async -> String? {
        let comments = script[next...].prefix { CommandParser.isBlankOrComment($0) }
        if !comments.isEmpty {
            terminal.write(narration(Array(comments)))
            next += comments.count
        }
        guard next < script.count else { return finish() }
        let line = script[next]
        next += 1
        // Shown as it would be echoed: a secret in the script (a gift card's code) is masked before the audience.
        guard goesOn(after: (prompt ?? "") + (secrets.masked(line) ?? line)) else { return finish() }
        stepsRun += 1
        return line
    }

    func ask(_ question: String) -> String? {
        // A question is answered a line at a time, echoed: the terminal is as the person left it meanwhile.
        guard isQuiet, let keys else { return terminal.ask(question) }
        terminal.flush()
        keys.restore()
        defer { isQuiet = keys.enterQuietMode() }
        return terminal.ask(question)
    }

    /// Shows `shown` and waits for the person: true once Enter is pressed, false for `q` or the end of input.
    private func goesOn(after shown: String) -> Bool {
        guard let keys, isQuiet || enterQuietMode(keys) else {
            guard let typed = terminal.ask(shown) else { return false }
            return typed.filter { !$0.isWhitespace }.lowercased() != "q"
        }
        dropTypedWhileACommandRan(from: keys)
        terminal.write(shown)
        terminal.flush()
        var decoder = KeyDecoder()
        while true {
            switch keys.read(timeout: nil) {
            case let .bytes(bytes):
                guard let answer = Self.answer(decoder.decode(bytes)) else { continue }
                terminal.write("\n")
                return answer
            case .closed:
                terminal.write("\n")
                return false
            // A window changed, or the shop continued after Ctrl-Z (`fg`), the shell's lines under the command shown.
            case .resized: terminal.write(Self.again(shown, columns: keys.columns))
            case .timedOut: continue
            }
            terminal.flush()
        }
    }

    /// `shown` drawn again: over its own row when it fits in one, else on a new line.
    private static func again(_ shown: String, columns: Int) -> String {
        DisplayWidth.of(shown) < columns ? "\r\u{1B}[K" + shown : "\n" + shown
    }

    /// What `keys` say: go on (Enter), leave (`q`, Ctrl-D), or nothing yet.
    private static func answer(_ keys: [Key]) -> Bool? {
        for key in keys {
            switch key {
            case .enter: return true
            case let .text(text) where text.lowercased().contains("q"): return false
            case .control("d"): return false
            default: continue
            }
        }
        return nil
    }

    private func enterQuietMode(_ keys: any RawTerminal) -> Bool {
        isQuiet = keys.enterQuietMode()
        return isQuiet
    }

    /// Keys typed while a command ran are the audience's or an impatient presenter's: none runs the next step unseen.
    private func dropTypedWhileACommandRan(from keys: any RawTerminal) {
        while true {
            switch keys.read(timeout: .zero) {
            case .bytes, .resized: continue
            case .timedOut, .closed: return
            }
        }
    }

    /// Says how far the script went, gives the terminal back as it was, and ends the input.
    private func finish() -> String? {
        let all = Plural.count(steps, "step")
        let ran = stepsRun == steps ? "End of the script: its \(all) \(steps == 1 ? "has" : "have") run." : "Left the script after \(stepsRun) of its \(all)."
        terminal.write(WordWrap.fitted(ran, columns: columns()))
        // What the console holds is written before the terminal's settings go back, as it came.
        terminal.flush()
        if isQuiet { keys?.restore() }
        isQuiet = false
        return nil
    }
}
