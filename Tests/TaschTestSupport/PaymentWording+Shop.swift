import Adapters

extension PaymentWording {
    /// The words of every kind of payment the shop takes, as the composition root registers them.
    public static let shop = PaymentWording([PromotionText.wording, GiftCardText.wording])
}
