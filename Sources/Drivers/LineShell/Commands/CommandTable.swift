/// Every command the prompt takes, in the order `help` lists them: the one table that parsing, `help`, the manual
/// page, Tab, `--echo`, the history's masking and `retry` read, so that a new command is one entry (and its action) and
/// nothing else names it. Assembled once, from the shop's own commands (`CommandTable.core`) and what each feature
/// adds (`CommandTableAddition`).
public struct CommandTable: Sendable {
    let entries: [CommandEntry]
    /// The secrets the shop issued, recognised in any word of a line (`LineSecrets`).
    private(set) var issued = IssuedSecrets.none

    init(_ entries: [CommandEntry]) {
        self.entries = entries
    }

    /// The table, recognising `issued` wherever a line holds one.
    func recognising(_ issued: IssuedSecrets) -> CommandTable {
        var table = self
        table.issued = issued
        return table
    }

    /// The table with `addition`'s commands, each after the last command of its group (or at the end, for a group of
    /// its own), and its options added to the commands they belong to.
    public func adding(_ addition: CommandTableAddition) -> CommandTable {
        var entries = entries
        for added in addition.options {
            if let place = entries.firstIndex(where: { $0.name == added.commandName }) { entries[place] = entries[place].adding(added.option) }
        }
        for entry in addition.commands {
            let place = entries.lastIndex { $0.group == entry.group }.map { $0 + 1 } ?? entries.endIndex
            entries.insert(entry, at: place)
        }
        return CommandTable(entries).recognising(issued)
    }

    /// The command `word` (lowercased) calls, by name or alias.
    func named(_ word: String) -> CommandEntry? {
        entries.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The commands' names, in order.
    var names: [String] { entries.map(\.name) }

    /// Every word that calls a command: each name, then its aliases.
    var words: [String] { entries.flatMap(\.words) }
}

/// What a feature adds to the command table: commands of its own (`card CODE`) and options of commands already there
/// (`checkout --card CODE`).
public struct CommandTableAddition: Sendable {
    /// An option for the command called `commandName`.
    struct Option: Sendable {
        let option: CommandOption
        let commandName: String

        /// `option`, for `entry`.
        init(_ option: CommandOption, to entry: CommandEntry) {
            self.option = option
            commandName = entry.name
        }
    }

    let commands: [CommandEntry]
    let options: [Option]

    init(commands: [CommandEntry] = [], options: [Option] = []) {
        self.commands = commands
        self.options = options
    }
}

extension CommandTable {
    /// The shop's own commands, before any feature adds its own.
    static let core = CommandTable(
        [BrowseCommands.all, WishListCommands.all, CartCommands.all, OrderCommands.all, SessionCommands.all].flatMap(\.self)
    )
}
