import Adapters

/// Prints the cart with its sub-total, shipping and total.
@MainActor
public final class CartTextView: TextView, ResourceView {
    public typealias ViewModel = CartViewModel

    public func display(_ viewModel: CartViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let empty = viewModel.emptyMessage {
            output.line(empty)
            output.line()
            return
        }
        let labels = ["Sub-total:", "Shipping:", "Total:"]
        let nameWidth = max(width(of: viewModel.lines.map { "\($0.id)  \($0.name)" }), width(of: labels))
        let amountWidth = width(of: viewModel.lines.map(\.price) + [viewModel.subtotal, viewModel.shipping, viewModel.total])
        for line in viewModel.lines {
            let mark = line.notes.isEmpty ? "" : "  [\(line.notes.joined(separator: ", "))]"
            output.line("  " + columns(["\(line.id)  \(line.name)", line.price], widths: [nameWidth, -amountWidth]) + mark)
        }
        for (label, amount) in zip(labels, [viewModel.subtotal, viewModel.shipping, viewModel.total]) {
            output.line("  " + columns([label, amount], widths: [nameWidth, -amountWidth]))
        }
        output.line(viewModel.hint)
        output.line()
    }
}
