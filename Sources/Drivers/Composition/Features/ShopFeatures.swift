import Adapters

/// The shop's feature modules, each listed once: the composition root registers each after the shop's own services, and
/// whatever lists fault points (a spec, `faults`, Tab, `--completions`, the manual) reads theirs after the shop's own.
public enum ShopFeatures {
    static var modules: [any FeatureModule.Type] { [PromotionFeature.self, GiftCardFeature.self] }

    /// Every fault point the shop registers: its own ports' points, then each feature's.
    public static var faultPoints: [FaultPoint] {
        FaultPoint.shopPoints + modules.flatMap { $0.faultPoints }
    }
}
