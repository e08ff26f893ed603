import Adapters

/// Prints the cart with its sub-total, shipping and total.
@MainActor
public final class CartTextView: TextView, ResourceView {
    public typealias ViewModel = CartViewModel

    public func display(_ viewModel: CartViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let empty = viewModel.emptyMessage {
            output.line("\(empty). Add products to your wish list with \(HintText.quoted(.addProduct)).")
            output.line()
            return
        }
        let labels = ["Sub-total:", "Shipping:", "Total:"]
        let amountWidth = width(of: viewModel.lines.map(\.price) + [viewModel.subtotal, viewModel.shipping, viewModel.total])
        let marks = viewModel.lines.map { line in line.notes.isEmpty ? "" : "  [\(line.notes.joined(separator: ", "))]" }
        let idWidth = width(of: viewModel.lines.map(\.id))
        let names = fitting(viewModel.lines.map(\.name), besides: 2 + idWidth + 2 + 2 + amountWidth + width(of: marks))
        let cells = zip(viewModel.lines, names).map { line, name in "\(line.id)  \(name)" }
        let nameWidth = max(width(of: cells), width(of: labels))
        for (line, (cell, mark)) in zip(viewModel.lines, zip(cells, marks)) {
            output.row("  " + columns([cell, line.price], widths: [nameWidth, -amountWidth]) + mark)
        }
        for (label, amount) in zip(labels, [viewModel.subtotal, viewModel.shipping, viewModel.total]) {
            output.row("  " + columns([label, amount], widths: [nameWidth, -amountWidth]))
        }
        viewModel.nextSteps.first.map { output.line(Self.hint(for: $0)) }
        output.line()
    }

    private static func hint(for step: NextStep) -> String {
        switch step {
        case .removeProduct: "Remove what is out of stock (\(HintText.quoted(step))) before you check out."
        case .setQuantity: "Ask for no more than is left (\(HintText.quoted(step))) before you check out."
        default: HintText.typing([(step, "to place the order")])
        }
    }
}
