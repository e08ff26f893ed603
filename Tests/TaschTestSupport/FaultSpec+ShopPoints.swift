import Adapters
import Drivers

extension FaultSpec {
    /// The plan `text` describes, read against every point the shop registers, as `--faults` reads it.
    public static func parse(_ text: String) throws(FaultSpecError) -> FaultPlan {
        try parse(text, points: ShopFeatures.faultPoints)
    }

    /// The entry `fault POINT TERMS` sets, read against every point the shop registers.
    public static func parseEntry(point: String, terms: String) throws(FaultSpecError) -> FaultEntry {
        try parseEntry(point: point, terms: terms, points: ShopFeatures.faultPoints)
    }
}

extension FaultInjector {
    /// An injector following `plan` at every point the shop registers, as the composition root makes it.
    public init(plan: FaultPlan = FaultPlan(), seed: UInt64) {
        self.init(plan: plan, seed: seed, points: ShopFeatures.faultPoints)
    }
}
