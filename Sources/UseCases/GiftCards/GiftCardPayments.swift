import Entities

/// The gift card as a way of paying at checkout: a code names a card the shop issued, which pays what it can from its
/// balance as the customer's state has it (`GiftCard`'s rules), and what it paid is recorded there
/// (`ShopState.giftCardsPaid`) in the transaction that places the order.
public struct GiftCardPayments: CheckoutPaymentMethod {
    private let giftCards: any GiftCardStore

    /// Cards found in `giftCards`.
    public init(giftCards: any GiftCardStore) {
        self.giftCards = giftCards
    }

    public var kind: PaymentKind { .giftCard }

    public func instrument(forCode code: String) async throws(ShopError) -> any PaymentInstrument {
        CardPaying(card: try await giftCards.card(withCode: code))
    }
}

/// One card, paying.
private struct CardPaying: PaymentInstrument {
    let card: GiftCard

    func payment(toward leftToPay: Money, of cart: Cart, in state: ShopState) throws(ShopError) -> PlannedPayment {
        let paid = state.paid(with: card)
        guard !card.isSpent(havingPaid: paid) else { throw .refused(.giftCardSpent(ending: card.ending)) }
        let payment = card.payment(toward: leftToPay, havingPaid: paid)
        do {
            return PlannedPayment(payment, keeps: card.balance(havingPaid: try paid.adding(payment.amount)))
        } catch {
            throw .refused(error)
        }
    }

    func record(_ payment: Payment, in state: inout ShopState) throws(ShopRuleViolation) {
        try state.record(payment.amount, paidWith: card)
    }
}
