/// The words of `help` and `help COMMAND`.
enum HelpText {
    /// Every command grouped by screen, its usage then its summary, fitted to `columns` (one line each without).
    static func overview(columns: Int? = nil) -> [String] {
        let layout = TwoColumnText(names: CommandHelp.all.map(\.usage), columns: columns)
        var lines: [String] = []
        var group = ""
        for command in CommandHelp.all {
            if command.group != group {
                group = command.group
                lines += wrapped("\(group):", columns: columns)
            }
            lines += layout.lines(command.usage, command.summary)
        }
        let closing = "Type \"help COMMAND\" for one command in detail."
        return lines + wrapped(closing, columns: columns)
    }

    /// `text` wrapped to `columns`, or as it is without them.
    private static func wrapped(_ text: String, columns: Int?) -> [String] {
        columns.map { WordWrap.lines(text, columns: $0) } ?? [text]
    }

    /// One command's usage, aliases and example, fitted to `columns`; nil when there is no such command.
    static func detail(for word: String, columns: Int) -> [String]? {
        guard let command = CommandHelp.named(word) else { return nil }
        var lines = ["usage: \(command.usage)", "  \(command.summary)"]
        if !command.aliases.isEmpty {
            lines.append("  also: \(command.aliases.joined(separator: ", "))")
        }
        lines.append("example: \(command.example)")
        return lines.flatMap { WordWrap.lines($0, columns: columns, indent: $0.hasPrefix(" ") ? 2 : 7) }
    }
}

extension HelpText {
    /// Every command, or the one named `word`, for `help` in JSON mode.
    static func document(for word: String? = nil) -> [CommandHelp] {
        CommandHelp.all.filter { word == nil || CommandHelp.named(word ?? "")?.name == $0.name }
    }
}
