/// The words of `help` and `help COMMAND`, read from the command table.
struct HelpText {
    let table: CommandTable

    /// Every command grouped by screen, its usage then its summary, fitted to `columns` (one line each without).
    func overview(columns: Int? = nil) -> [String] {
        let layout = TwoColumnText(names: table.entries.map(\.usage), columns: columns)
        var lines: [String] = []
        var group: CommandGroup?
        for command in table.entries {
            if command.group != group {
                group = command.group
                lines += Self.wrapped("\(command.group.title):", columns: columns)
            }
            lines += layout.lines(command.usage, command.summary)
        }
        let closing = "Type \"\(SessionCommands.help.name) COMMAND\" for one command in detail."
        return lines + Self.wrapped(closing, columns: columns)
    }

    /// `text` wrapped to `columns`, or as it is without them.
    private static func wrapped(_ text: String, columns: Int?) -> [String] {
        columns.map { WordWrap.lines(text, columns: $0) } ?? [text]
    }

    /// One command's usage, aliases and example, fitted to `columns`; nil when there is no such command.
    func detail(for word: String, columns: Int) -> [String]? {
        guard let command = table.named(word) else { return nil }
        var lines = ["usage: \(command.usage)", "  \(command.summary)"]
        if !command.aliases.isEmpty {
            lines.append("  also: \(command.aliases.joined(separator: ", "))")
        }
        lines.append("example: \(command.example)")
        return lines.flatMap { WordWrap.lines($0, columns: columns, indent: $0.hasPrefix(" ") ? 2 : 7) }
    }

    /// Every command, or the one named `word`, for `help` in JSON mode.
    func document(for word: String? = nil) -> [CommandHelp] {
        let named = word.flatMap(table.named)?.name
        return table.entries.filter { word == nil || named == $0.name }.map(CommandHelp.init)
    }
}
