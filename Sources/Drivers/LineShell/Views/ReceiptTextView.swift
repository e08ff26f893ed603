import Adapters

/// Prints the receipt of a placed order, and under its title the warning that it is not yet safe on disk, if it is not.
@MainActor
public final class ReceiptTextView: TextView, ResourceView {
    public typealias ViewModel = ReceiptViewModel

    public func display(_ viewModel: ReceiptViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let warning = viewModel.warning { output.line(warning) }
        let amountWidth = width(of: viewModel.lines.map(\.price) + [viewModel.total])
        let names = fitting(viewModel.lines.map(\.name), besides: 2 + 2 + amountWidth)
        let nameWidth = max(width(of: names), "Total:".count)
        for (line, name) in zip(viewModel.lines, names) {
            output.row("  " + columns([name, line.price], widths: [nameWidth, -amountWidth]))
        }
        output.row("  " + columns(["Total:", viewModel.total], widths: [nameWidth, -amountWidth]))
        output.line(viewModel.footer)
        output.line()
    }
}
