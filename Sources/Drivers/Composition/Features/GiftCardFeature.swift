import Adapters
import Entities
import UseCases

/// Gift cards: the catalogue file issues them, `card CODE` says what is left on one, and a checkout may be paid with one.
/// Everything the feature adds to the shop is registered here.
enum GiftCardFeature: FeatureModule {
    static let faultPoints = [FaultPoint.giftcard]

    static func register(in shop: ServiceLocator) {}
}

extension FaultPoint {
    /// A look-up of a gift card by its code.
    static let giftcard = FaultPoint("giftcard")
}
