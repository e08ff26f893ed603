import Adapters

/// One feature of the shop, registered in one place: the fault points its calls stand for, and its services in the
/// locator the composition root builds the shop with: what both drivers use (its store behind the fault layer, its
/// interactor, made for each use), then what each driver adds (the shell's commands, the full screen's dialog fields).
/// A module is listed once, in `ShopFeatures.modules`; nothing else names it. Each registration runs at start-up, after
/// the shop's own and before a test's overrides.
protocol FeatureModule {
    /// The points a fault spec may name for the feature's calls, in the order the shop reports them.
    static var faultPoints: [FaultPoint] { get }
    /// Registers in `shop` what both drivers use.
    @MainActor static func register(in shop: ServiceLocator)
    /// Registers in `shop` what the line shell adds.
    @MainActor static func registerShell(in shop: ServiceLocator)
    /// Registers in `shop` what the full screen adds.
    @MainActor static func registerScreen(in shop: ServiceLocator)
}

extension FeatureModule {
    static var faultPoints: [FaultPoint] { [] }
    @MainActor static func register(in shop: ServiceLocator) {}
    @MainActor static func registerShell(in shop: ServiceLocator) {}
    @MainActor static func registerScreen(in shop: ServiceLocator) {}
}
