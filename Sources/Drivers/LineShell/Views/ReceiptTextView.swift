import Adapters

/// Prints the receipt of a placed order, and under its title the warning that it is not yet safe on disk, if it is not.
@MainActor
public final class ReceiptTextView: TextView, ResourceView {
    public typealias ViewModel = ReceiptViewModel

    public func display(_ viewModel: ReceiptViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let warning = viewModel.warning { output.line(warning) }
        let totals = viewModel.totals.map { ($0.label + ":", $0.amount) }
        let amountWidth = width(of: viewModel.lines.map(\.price) + totals.map(\.1))
        let names = fitting(viewModel.lines.map(\.name), besides: 2 + 2 + amountWidth)
        let nameWidth = max(width(of: names), width(of: totals.map(\.0)))
        for (line, name) in zip(viewModel.lines, names) {
            output.row("  " + columns([name, line.price], widths: [nameWidth, -amountWidth]))
        }
        for (label, amount) in totals {
            output.row("  " + columns([label, amount], widths: [nameWidth, -amountWidth]))
        }
        output.line(viewModel.footer)
        output.line()
    }
}
