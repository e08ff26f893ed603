import Adapters

/// Prints the order history as a table: number, when, how many items, total.
@MainActor
public final class OrderHistoryTextView: TextView, ResourceView {
    public typealias ViewModel = OrderHistoryViewModel

    public func display(_ viewModel: OrderHistoryViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let empty = viewModel.emptyMessage {
            output.line("\(empty). " + HintText.typing(viewModel.nextSteps.map { ($0, "to see what checking out would buy") }))
        } else {
            let rows = viewModel.rows
            let widths = [width(of: rows.map(\.number)), width(of: rows.map(\.placedAt)), -width(of: rows.map(\.items)), -width(of: rows.map(\.total))]
            for row in rows {
                output.line("  " + columns([row.number, row.placedAt, row.items, row.total] + [row.payments].compactMap { $0 }, widths: widths + [0]))
            }
            output.line(HintText.typing(viewModel.nextSteps.map { ($0, Self.purpose(of: $0)) }))
        }
        output.line()
    }

    private static func purpose(of step: NextStep) -> String {
        switch step {
        case let .nextPage(number), let .previousPage(number): "for page \(number)"
        case .anyPageOfOrders: "for any page"
        default: "to see an order's receipt again"
        }
    }
}
