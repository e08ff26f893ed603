extension CommandTable {
    /// The table the shop runs with: its own commands, and what each feature adds to them. Listed here once, so that
    /// every reader (the parser, `help`, the manual page, Tab, the history's masking, `retry`) reads the same table.
    public static let shop = core.adding(GiftCardCommands.addition)
}
