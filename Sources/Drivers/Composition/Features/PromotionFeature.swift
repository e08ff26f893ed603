import Adapters
import Entities
import UseCases

/// Promotions: the catalogue file runs them, and `checkout --promo CODE` (or a code typed when asked, or `p` in the
/// full screen's checkout dialog) takes one's percentage off the items before shipping, before a gift card pays what is
/// left. A promotion is read from the opened catalogue, not through a port, so it has no fault point of its own; it is
/// no secret, so its code is written down as typed. Everything the feature adds to the shop is registered here.
enum PromotionFeature: FeatureModule {
    static let commands = CommandTableAddition(options: [.init(promoOption, to: CartCommands.checkout)])

    static func register(in shop: ServiceLocator) {
        shop.decorate(PaymentFeatures.self) { payments, shop in
            payments.adding(payment(of: try shop.resolve(OpenedCatalogue.self).promotions))
        }
    }

    /// Its way of paying, with `promotions`: the checkout's method, its words among the payments, and the field `p`
    /// opens in the full screen's checkout dialog.
    static func payment(of promotions: [Promotion]) -> PaymentRegistration {
        PaymentRegistration(
            method: PromotionDiscounts(promotions: promotions), wording: PromotionText.wording,
            dialogField: CheckoutCodeField(kind: .promotion, key: "p", name: "promotion", prompt: "Promotion code")
        )
    }

    /// A promotion's code, as typed.
    static let code = ArgumentKind("CODE", noun: "the promotion's code", one: "one promotion code") { text, input in
        input.codes.append(TypedCode(kind: PaymentKind.promotion.name, text: text))
    }

    static let promoOption = CommandOption.named(["--promo"], code, aside: "a promotion takes its part off the items")
}
