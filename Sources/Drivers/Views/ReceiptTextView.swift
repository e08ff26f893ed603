import Adapters

/// Prints the receipt of a placed order.
@MainActor
public final class ReceiptTextView: TextView, ResourceView {
    public typealias ViewModel = ReceiptViewModel

    public func display(_ viewModel: ReceiptViewModel) {
        output.line(output.style.bold(viewModel.title))
        let nameWidth = max(width(of: viewModel.lines.map(\.name)), "Total:".count)
        let amountWidth = width(of: viewModel.lines.map(\.price) + [viewModel.total])
        for line in viewModel.lines {
            output.line("  " + columns([line.name, line.price], widths: [nameWidth, -amountWidth]))
        }
        output.line("  " + columns(["Total:", viewModel.total], widths: [nameWidth, -amountWidth]))
        output.line(viewModel.footer)
        output.line()
    }
}
