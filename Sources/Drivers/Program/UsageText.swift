/// The words of `tasch --help`, laid out for a window `columns` wide; the manual page (`ManualPage`) says the same.
enum UsageText {
    static let version = "tasch 0.1.0"
    static let synopsis = "tasch [options] [--] [SCRIPT]"

    /// One part of the text: its title and its rows of a name and what it means.
    struct Section {
        let title: String
        let rows: [(name: String, text: String)]
    }

    /// The whole text: what Tasch is, its options, the environment it reads, its files, its exit statuses and every
    /// command.
    static func lines(columns: Int) -> [String] {
        let fitted = { (text: String) in WordWrap.lines(text, columns: columns) }
        var lines = WordWrap.lines("usage: \(synopsis)", columns: columns, indent: "usage: ".count) + [""]
        lines += introduction.flatMap(fitted)
        for section in sections {
            // Statuses are numbers (`128 + N` too): right-aligned, as in a table.
            let numeric = section.rows.allSatisfy { $0.name.first?.isNumber == true }
            let nameWidth = section.rows.map(\.name.count).max() ?? 0
            let names = section.rows.map { numeric ? String(repeating: " ", count: nameWidth - $0.name.count) + $0.name : $0.name }
            let layout = TwoColumnText(names: names, columns: columns)
            lines += [""] + fitted(section.title + ":") + zip(names, section.rows).flatMap { layout.lines($0, $1.text) }
        }
        // The commands stand two columns in, in what that leaves of the window (a column at the least).
        return lines + [""] + fitted("commands:") + HelpText(table: .shop).overview(columns: max(1, columns - 2)).map { "  " + $0 }
    }

    /// The parts of the text after the introduction, in order; the commands follow them.
    static var sections: [Section] {
        [
            Section(title: "options", rows: LaunchOptions.table.map { ($0.label, $0.summary) }),
            Section(title: "environment", rows: environment),
            Section(title: "files", rows: files),
            Section(title: "exit status", rows: ExitStatus.meanings.map { (String($0.status), $0.meaning) } + [ExitStatus.endedBySignal]),
        ]
    }

    static let introduction = [
        "A shop in your terminal: browse the catalogue, keep a wish list, check out.",
        "Commands are read from standard input, one a line (or several separated by ;), from -c, or from a SCRIPT file. "
            + "Type \"help\" at the prompt for the commands. At a terminal, lines are edited as in a shell: arrows, "
            + "Up and Down through the history, Ctrl-R to search it, Tab to complete.",
    ]

    private static let environment = [
        ("TASCH_HISTORY", "the file the lines typed at the prompt are kept in (default: "
            + "$XDG_STATE_HOME/tasch/history, or ~/.local/state/tasch/history); empty: none are kept"),
        ("NO_COLOR, TERM", "no colour when NO_COLOR is set or TERM is dumb; the line editor is off on a dumb terminal"),
        ("COLORTERM", "truecolor or 24bit: colour swatches in 24-bit colour (else 256 colours on a *-256color "
            + "terminal, else the 16 basic ones)"),
        ("COLUMNS", "the width to fit output to when the terminal does not tell, and help when output is not a terminal "
            + "(default \(WindowSize.standardColumns))"),
        ("PAGER", "what shows an answer taller than the terminal (default: less -FRX); empty or cat: none"),
    ]

    private static let files = [
        ("~/.local/state/tasch/state.json", "your wish list, ratings and orders ($XDG_STATE_HOME/tasch/state.json when "
            + "XDG_STATE_HOME is set), with state.json.lock beside it"),
        ("~/.local/state/tasch/history", "the last 1,000 lines typed at the prompt"),
        ("~/.cache/tasch/", "indexes of big catalogues, one for each of the last catalogues used ($XDG_CACHE_HOME/tasch "
            + "when XDG_CACHE_HOME is set); delete them at any time"),
    ]
}
