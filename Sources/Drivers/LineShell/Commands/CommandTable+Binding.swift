extension CommandTable {
    /// The table with `entry`'s command running `action`: a feature's module binds what its command runs at start-up,
    /// from the services composed for it, since the table itself is the same for every shop and for `help`.
    func binding(_ entry: CommandEntry, to action: @escaping CommandAction) -> CommandTable {
        CommandTable(entries.map { $0.name == entry.name ? $0.running(action) : $0 }).recognising(issued)
    }
}

extension CommandEntry {
    /// What a feature's command runs until its module binds it: never, in a shop composed at start-up.
    static let boundAtStartUp: CommandAction = { command, shell in
        shell.output.error("internal error: \(command.entry.name) was not bound to what it runs at start-up", kind: "internal")
        return .failed
    }
}
