import Entities

/// The promotion as a way of paying at checkout: a code names a promotion the shop runs, which takes its percentage off
/// the items before shipping (`Promotion`'s rules), or refuses items below its minimum. Registered before the methods
/// that pay what is left (a gift card), so that they pay what it leaves. Nothing of its use is recorded: a customer may
/// use it as often as they like.
public struct PromotionDiscounts: CheckoutPaymentMethod {
    private let promotions: [Promotion]

    /// The promotions the catalogue runs.
    public init(promotions: [Promotion]) {
        self.promotions = promotions
    }

    public var kind: PaymentKind { .promotion }

    public func instrument(forCode code: String) async throws(ShopError) -> any PaymentInstrument {
        guard let key = ShopCode.key(of: code), let promotion = promotions.first(where: { $0.key == key }) else { throw .refused(.unknownCode) }
        return Discounting(promotion: promotion)
    }
}

/// One promotion, taking its part off the items.
private struct Discounting: PaymentInstrument {
    let promotion: Promotion

    func payment(toward leftToPay: Money, of cart: Cart, in state: ShopState) throws(ShopError) -> PlannedPayment {
        do {
            return PlannedPayment(try promotion.discount(on: cart.subtotal))
        } catch {
            throw .refused(error)
        }
    }

    func record(_ payment: Payment, in state: inout ShopState) throws(ShopRuleViolation) {}
}
