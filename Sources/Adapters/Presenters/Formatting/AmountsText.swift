import Entities
import UseCases

/// The labelled amounts under what is bought, worded once for the cart, the checkout's question and receipts: the
/// cart's sub-total, shipping and total, and each payment's part, as a deduction, with what was left to pay.
struct AmountsText {
    let money: MoneyFormatter
    /// How payments are named; none are where only the totals are asked for.
    var payments = PaymentWording([])

    static let subtotal = "Sub-total", shipping = "Shipping", total = "Total", toPay = "To pay"

    /// `Sub-total  $64.50`, `Shipping  free`, `Total  $64.50`.
    func totals(of cart: Cart) -> [LabelledAmount] {
        beforeTotal(of: cart) + [total(cart.total)]
    }

    /// `Sub-total  $64.50`, `Shipping  free`: what makes up the total.
    func beforeTotal(of cart: Cart) -> [LabelledAmount] {
        [LabelledAmount(Self.subtotal, money.string(for: cart.subtotal)), LabelledAmount(Self.shipping, ShippingText(money: money).amount(cart.shipping))]
    }

    /// `Total  $64.50`.
    func total(_ total: Money) -> LabelledAmount {
        LabelledAmount(Self.total, money.string(for: total))
    }

    /// Each payment's part, `Gift card ····7KQ2  −$50.00`, then `To pay  $14.50`; none without payments.
    func paid(_ paid: [Payment], toPay: Money) -> [LabelledAmount] {
        guard !paid.isEmpty else { return [] }
        return paid.map { LabelledAmount(payments.label(of: $0), deduction($0.amount)) } + [LabelledAmount(Self.toPay, money.string(for: toPay))]
    }

    /// What an instrument keeps once a planned payment is made: `The card keeps  $35.50`; none when it keeps nothing, or
    /// holds no balance.
    func keeps(_ planned: [PlannedPayment]) -> [LabelledAmount] {
        planned.compactMap { planned in
            planned.keeps.flatMap { $0.isZero ? nil : LabelledAmount(payments.keeps(of: planned.payment.kind), money.string(for: $0)) }
        }
    }

    /// What a payment took off: `−$50.00`.
    func deduction(_ amount: Money) -> String {
        "−" + money.string(for: amount)
    }

    /// Each payment's part in a few words, as a list of orders shows it beside the total: `−$50.00 gift card`; nil
    /// without payments.
    func inBrief(_ paid: [Payment]) -> String? {
        paid.isEmpty ? nil : paid.map { "\(deduction($0.amount)) \(payments.noun(of: $0.kind))" }.joined(separator: ", ")
    }
}
