import Entities

/// Builds the receipt shown after a successful checkout, or after one that finds its order placed by an earlier attempt.
public struct ReceiptPresenter: Sendable {
    private let money: MoneyFormatter
    private let payments: PaymentWording

    /// A presenter writing amounts with `money`, and naming payments as `payments` words their kinds.
    public init(money: MoneyFormatter, payments: PaymentWording) {
        self.money = money
        self.payments = payments
    }

    /// The receipt for `order`, which this checkout placed.
    public func map(_ order: Order) -> ReceiptViewModel {
        receipt(order, title: "Thank you! Order #\(order.number) is placed.", buyer: "you")
    }

    /// The receipt for `order`, which an earlier attempt placed, though its answer was lost: nothing was ordered twice.
    public func map(placedEarlier order: Order) -> ReceiptViewModel {
        receipt(order, title: "Order #\(order.number) was placed by your earlier attempt: nothing was ordered twice.", buyer: "that order")
    }

    /// The receipt under `title`, whose footer says what shipping cost and that the wish list no longer holds what
    /// `buyer` bought.
    private func receipt(_ order: Order, title: String, buyer: String) -> ReceiptViewModel {
        ReceiptViewModel(
            title: title,
            lines: order.lines.map { ReceiptViewModel.Line(name: LineText.name($0.name, quantity: $0.quantity), price: money.string(for: $0.amount)) },
            totals: [amounts.total(order.total)] + amounts.paid(order.payments, toPay: order.toPay),
            footer: "\(ShippingText(money: money).sentence(order.shipping)) Your wish list no longer holds what \(buyer) bought."
        )
    }

    private var amounts: AmountsText {
        AmountsText(money: money, payments: payments)
    }
}
