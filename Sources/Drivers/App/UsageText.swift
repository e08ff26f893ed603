/// The words of `tasch --help`, laid out for a window `columns` wide.
enum UsageText {
    static let version = "tasch 0.1.0"

    /// The whole text: what Tasch is, its options, the environment it reads, its exit statuses and every command.
    static func lines(columns: Int) -> [String] {
        var lines = ["usage: tasch [options] [SCRIPT]", ""]
        lines += introduction.flatMap { WordWrap.lines($0, columns: columns) }
        // Statuses are numbers: right-aligned, as in a table.
        let statusWidth = statuses.map(\.0.count).max() ?? 0
        let alignedStatuses = statuses.map { (String(repeating: " ", count: statusWidth - $0.0.count) + $0.0, $0.1) }
        for (title, rows) in [("options:", options), ("environment:", environment), ("exit status:", alignedStatuses)] {
            let layout = TwoColumnText(names: rows.map(\.0), columns: columns)
            lines += ["", title] + rows.flatMap { layout.lines($0.0, $0.1) }
        }
        return lines + ["", "commands:"] + HelpText.overview(columns: columns - 2).map { "  " + $0 }
    }

    private static let introduction = [
        "A shop in your terminal: browse the catalogue, keep a wish list, check out.",
        "Commands are read from standard input, one a line (or several separated by ;), from -c, or from a SCRIPT file. "
            + "Type \"help\" at the prompt for the commands. At a terminal, lines are edited as in a shell: arrows, "
            + "Up and Down through the history, Ctrl-R to search it, Tab to complete.",
    ]

    private static let options = [
        ("--catalogue PATH", "the catalogue file (default: the one bundled with tasch)"),
        ("--state PATH", "the file your wish list, ratings and orders are kept in "
            + "(default: $XDG_STATE_HOME/tasch/state.json, or ~/.local/state/tasch/state.json)"),
        ("--locale ID", "how money is written, e.g. en_US, fr_FR (default: LC_ALL, LC_MONETARY, LANG, en_US)"),
        ("--color auto|always|never", "colour output (default auto: only on a terminal, and not with NO_COLOR set)"),
        ("--page-size N", "products a catalogue page shows (default 20)"),
        ("-c COMMAND", "run COMMAND (repeatable) instead of reading standard input"),
        ("-f SCRIPT, SCRIPT", "run the commands in the file SCRIPT"),
        ("--interactive, --batch", "prompt and ask (or not), whatever standard input is"),
        ("--echo", "print each command before its result, so a piped session reads as a transcript"),
        ("--json", "write each result as one JSON object a line (JSON Lines)"),
        ("--bail", "stop at the first command that fails, with status 1"),
        ("--faults SPEC", "make data-layer calls fail, wait or lose their answer, e.g. catalogue=1*fail or "
            + "checkout=1*lose, or a preset: demo, slow, flaky, offline (default: $TASCH_FAULTS; see Docs/faults.md)"),
        ("--fault-seed N", "seed for fault chances, to replay a run (default: $TASCH_FAULT_SEED, else random)"),
        ("--screen", "the whole shop on one full screen, driven by keys; needs a terminal (see Docs/screen.md)"),
        ("-h, --help", "this text"),
        ("-V, --version", "the version"),
    ]

    private static let environment = [
        ("TASCH_HISTORY", "the file the lines typed at the prompt are kept in (default: "
            + "$XDG_STATE_HOME/tasch/history, or ~/.local/state/tasch/history); empty: none are kept"),
        ("NO_COLOR, TERM", "no colour when NO_COLOR is set or TERM is dumb; the line editor is off on a dumb terminal"),
        ("COLORTERM", "truecolor or 24bit: colour swatches in 24-bit colour (else 256 colours on a *-256color "
            + "terminal, else the 16 basic ones)"),
        ("COLUMNS", "the width to fit output to when the terminal does not tell (default 80)"),
    ]

    private static let statuses = [
        ("0", "everything ran (quit N / exit N leave with N)"),
        ("1", "a script ran to its end but a command in it failed (with --bail: stopped there)"),
        ("64", "bad command line"),
        ("65", "the catalogue or the state file is not valid"),
        ("66", "the catalogue or the script file does not exist or cannot be read, or input is a folder"),
        ("70", "internal error"),
        ("73", "the state file cannot be created or written"),
        ("74", "output could not be written: standard output was closed or its reader left"),
        ("75", "a script's change gave up waiting for another Tasch that kept the state file locked"),
        ("130", "Ctrl-C with no command to cancel (input not from a terminal), or Ctrl-C twice"),
    ]
}
