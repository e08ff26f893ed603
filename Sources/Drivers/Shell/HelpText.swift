/// The words of `help` and `help COMMAND`.
enum HelpText {
    /// Every command grouped by screen, one line each.
    static func overview() -> [String] {
        let usageWidth = CommandHelp.all.map(\.usage.count).max() ?? 0
        var lines: [String] = []
        var group = ""
        for command in CommandHelp.all {
            if command.group != group {
                group = command.group
                lines.append("\(group):")
            }
            let padding = String(repeating: " ", count: usageWidth - command.usage.count)
            lines.append("  \(command.usage)\(padding)  \(command.summary)")
        }
        lines.append("Type \"help COMMAND\" for one command in detail.")
        return lines
    }

    /// One command's usage, aliases and example; nil when there is no such command.
    static func detail(for word: String) -> [String]? {
        guard let command = CommandHelp.named(word) else { return nil }
        var lines = ["usage: \(command.usage)", "  \(command.summary)"]
        if !command.aliases.isEmpty {
            lines.append("  also: \(command.aliases.joined(separator: ", "))")
        }
        lines.append("example: \(command.example)")
        return lines
    }
}

extension HelpText {
    /// Every command, or the one named `word`, for `help` in JSON mode.
    static func document(for word: String? = nil) -> [CommandHelp] {
        CommandHelp.all.filter { word == nil || CommandHelp.named(word ?? "")?.name == $0.name }
    }
}
