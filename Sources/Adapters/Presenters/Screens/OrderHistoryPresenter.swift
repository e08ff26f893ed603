import Entities

/// Builds the order history and the receipt of one order seen again.
public struct OrderHistoryPresenter: Sendable {
    private let money: MoneyFormatter
    private let times: TimestampFormatter

    public init(money: MoneyFormatter, times: TimestampFormatter) {
        self.money = money
        self.times = times
    }

    /// The view model for `orders`, in the order given (the use case puts the newest first).
    public func map(_ orders: [Order]) -> OrderHistoryViewModel {
        OrderHistoryViewModel(
            title: orders.isEmpty ? "Your orders" : "Your orders: \(Plural.count(orders.count, "order"))",
            rows: orders.map { order in
                OrderHistoryViewModel.Row(
                    number: "#\(order.number)", placedAt: placedAt(order) ?? "not recorded",
                    items: Plural.count(order.itemCount, "item"), total: money.string(for: order.total)
                )
            },
            emptyMessage: orders.isEmpty ? "You have placed no orders yet" : nil,
            nextSteps: orders.isEmpty ? [.seeCart] : [.openOrder]
        )
    }

    /// The receipt of `order`, seen again: its number, when it was placed, what it bought and the total.
    public func receipt(_ order: Order) -> ReceiptViewModel {
        let placed = placedAt(order).map { ", placed \($0)" } ?? ""
        return ReceiptPresenter(money: money).map(order).retitled("Order #\(order.number)\(placed)", footer: "Shipping was free.")
    }

    private func placedAt(_ order: Order) -> String? {
        order.placedAt.map(times.string)
    }
}
