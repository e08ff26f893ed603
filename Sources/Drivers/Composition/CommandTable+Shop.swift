extension CommandTable {
    /// The table the shop runs with: its own commands, and what each feature's module adds to them
    /// (`FeatureModule.commands`), so that every reader (the parser, `help`, the manual page, Tab, the history's masking,
    /// `retry`) reads the same table. What a feature's command runs is bound at start-up, by its module.
    public static let shop = ShopFeatures.modules.reduce(core) { $0.adding($1.commands) }
}
