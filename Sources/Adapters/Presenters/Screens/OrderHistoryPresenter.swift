import Entities
import UseCases

/// Builds the order history and the receipt of one order seen again.
public struct OrderHistoryPresenter: Sendable {
    private let money: MoneyFormatter
    private let times: TimestampFormatter
    private let payments: PaymentWording

    /// A presenter writing amounts with `money`, times with `times`, and naming payments as `payments` words their kinds.
    public init(money: MoneyFormatter, times: TimestampFormatter, payments: PaymentWording) {
        self.money = money
        self.times = times
        self.payments = payments
    }

    /// The view model for `page`, in the order given (the use case puts the newest first).
    public func map(_ page: OrderHistoryPage) -> OrderHistoryViewModel {
        let orders = page.orders
        let pages = page.pageCount > 1 ? ", page \(Plural.grouped(page.page)) of \(Plural.grouped(page.pageCount))" : ""
        return OrderHistoryViewModel(
            title: page.orderCount == 0 ? "Your orders" : "Your orders: \(Plural.count(page.orderCount, "order"))\(pages)",
            rows: orders.map { order in
                OrderHistoryViewModel.Row(
                    orderNumber: order.number, number: "#\(order.number)", placedAt: placedAt(order) ?? "not recorded",
                    items: Plural.count(order.itemCount, "item"), total: money.string(for: order.total),
                    payments: AmountsText(money: money, payments: payments).inBrief(order.payments)
                )
            },
            emptyMessage: orders.isEmpty ? "You have placed no orders yet" : nil,
            nextSteps: orders.isEmpty ? [.seeCart] : [.openOrder] + pageSteps(page)
        )
    }

    // The pages around this one, as the catalogue offers them.
    private func pageSteps(_ page: OrderHistoryPage) -> [NextStep] {
        guard page.pageCount > 1 else { return [] }
        let around = Paging.neighbours(of: page.page, pageCount: page.pageCount)
        return [around.next.map { .nextPage(Plural.grouped($0)) }, around.previous.map { .previousPage(Plural.grouped($0)) }].compactMap { $0 }
            + [.anyPageOfOrders]
    }

    /// The receipt of `order`, seen again: its number, when it was placed, what it bought and the total.
    public func receipt(_ order: Order) -> ReceiptViewModel {
        let placed = placedAt(order).map { ", placed \($0)" } ?? ""
        return ReceiptPresenter(money: money, payments: payments).map(order).retitled("Order #\(order.number)\(placed)", footer: ShippingText(money: money).sentence(order.shipping, past: true))
    }

    private func placedAt(_ order: Order) -> String? {
        order.placedAt.map(times.string)
    }
}
