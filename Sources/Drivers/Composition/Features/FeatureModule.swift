import Adapters

/// One feature of the shop, registered in one place: the fault points its calls stand for, and its services (its
/// store behind the fault layer, its interactor, its wiring) in the locator the composition root builds the shop with.
/// A module is listed once, in `ShopFeatures.modules`; nothing else names it.
protocol FeatureModule {
    /// The points a fault spec may name for the feature's calls, in the order the shop reports them.
    static var faultPoints: [FaultPoint] { get }
    /// Registers the feature's services in `shop`, at start-up, after the shop's own: a test's overrides come after.
    @MainActor static func register(in shop: ServiceLocator)
}
