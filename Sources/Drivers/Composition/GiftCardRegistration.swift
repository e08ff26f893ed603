import Adapters
import UseCases

/// What the gift card registers with the generic parts of the shop, in one place: a code given at checkout names a card
/// that pays what it can, worded as `GiftCardText` words it, typed into the dialog's field that `g` opens.
extension PaymentRegistration {
    static let giftCard = PaymentRegistration(
        method: { data in GiftCardPayments(giftCards: data.giftCards([.giftcard])) },
        wording: GiftCardText.wording,
        dialogField: CheckoutCodeField(kind: .giftCard, key: "g", name: "gift card", prompt: "Gift card code")
    )
}
