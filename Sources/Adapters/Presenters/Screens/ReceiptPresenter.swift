import Entities

/// Builds the receipt shown after a successful checkout.
public struct ReceiptPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The receipt for `order`.
    public func map(_ order: Order) -> ReceiptViewModel {
        ReceiptViewModel(
            title: "Thank you! Order #\(order.number) is placed.",
            lines: order.lines.map { ReceiptViewModel.Line(name: LineText.name($0.name, quantity: $0.quantity), price: money.string(for: $0.amount)) },
            total: money.string(for: order.total),
            footer: "\(ShippingText(money: money).sentence(order.shipping)) Your wish list no longer holds what you bought."
        )
    }
}
