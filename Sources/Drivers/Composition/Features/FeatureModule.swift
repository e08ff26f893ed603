import Adapters

/// One feature of the shop, declared and registered in one place: the fault points its calls stand for, the words it
/// adds to the command table, and its services, registered where the composition root builds the shop: what both
/// drivers use (its store behind the fault layer, its interactor, made for each use), then what each driver adds (what
/// its commands run in the shell, the full screen's dialog fields). A module is listed once, in `ShopFeatures.modules`;
/// nothing else names it. Each registration runs at start-up, after the shop's own and before a test's overrides.
protocol FeatureModule {
    /// The points a fault spec may name for the feature's calls, in the order the shop reports them.
    static var faultPoints: [FaultPoint] { get }
    /// Its commands and its options of commands there already (`checkout --card`), which every reader of the command
    /// table reads; what a command of its own runs is bound in `registerShell(in:)` (`CommandTable.binding`).
    static var commands: CommandTableAddition { get }
    /// Registers in `shop` what both drivers use.
    @MainActor static func register(in shop: ServiceLocator)
    /// Registers in `shop` what the line shell adds.
    @MainActor static func registerShell(in shop: ServiceLocator)
    /// Registers in `shop` what the full screen adds.
    @MainActor static func registerScreen(in shop: ServiceLocator)
}

extension FeatureModule {
    static var faultPoints: [FaultPoint] { [] }
    static var commands: CommandTableAddition { CommandTableAddition() }
    @MainActor static func register(in shop: ServiceLocator) {}
    @MainActor static func registerShell(in shop: ServiceLocator) {}
    @MainActor static func registerScreen(in shop: ServiceLocator) {}
}
