/// A script run a step at a time for people watching (`--step` at a terminal), as a presenter runs a demo: each command
/// is shown at the prompt as if typed and runs once Enter is pressed, `q` (or the end of input) leaves, and the script's
/// comments are shown as they come, as its narration. Questions are the person's to answer, not the script's.
@MainActor
final class SteppingConsole: WritingThrough {
    let isInteractive = true
    private let terminal: any Console
    var writer: any Console { terminal }
    private let script: [String]
    private let secrets: LineSecrets
    /// How a run of the script's comment lines is shown.
    private let narration: ([String]) -> String
    /// The script's next line: a place rather than removing lines, so a long script is read in one pass.
    private var next = 0

    /// Steps through `script` at `terminal`, which shows its output and reads the keys, each command's `secrets` masked;
    /// each run of comments (and blank lines) shown as `narration` has it.
    init(
        terminal: any Console, script: [String], secrets: LineSecrets,
        narration: @escaping ([String]) -> String = { $0.map { $0 + "\n" }.joined() }
    ) {
        self.terminal = terminal
        self.script = script
        self.secrets = secrets
        self.narration = narration
    }

    /// The script's next command, once Enter is pressed after `prompt` and the command shown; nil at the script's end,
    /// or when the person types `q` or ends the input.
    func readLine(prompt: String?) async -> String? {
        let comments = script[next...].prefix { CommandParser.isBlankOrComment($0) }
        if !comments.isEmpty {
            terminal.write(narration(Array(comments)))
            next += comments.count
        }
        if next < script.count {
            let line = script[next]
            next += 1
            // Shown as it would be echoed: a secret in the script (a gift card's code) is masked before the audience.
            guard let typed = terminal.ask((prompt ?? "") + (secrets.masked(line) ?? line)), typed.filter({ !$0.isWhitespace }).lowercased() != "q" else {
                return nil
            }
            return line
        }
        return nil
    }

    func ask(_ question: String) -> String? {
        terminal.ask(question)
    }
}
