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
        // The wish list's columns, the amount in the price's place; the totals under the amounts, named where names are.
        let lines = viewModel.lines
        let totals = [("Sub-total", viewModel.subtotal), ("Shipping", viewModel.shipping), ("Total", viewModel.total)]
        let quantities = lines.compactMap(\.quantity)
        let amountWidth = width(of: lines.map(\.price) + totals.map(\.1))
        let widths = [-width(of: lines.map(\.id)), -amountWidth] + (quantities.isEmpty ? [] : [-width(of: quantities)])
        let layout = ListLayout(widths: widths, names: lines.map(\.name), window: output.width)
        for line in lines {
            let cells = [line.id, line.price] + (quantities.isEmpty ? [] : [line.quantity ?? ""])
            layout.lines(cells, name: line.name, notes: line.notes).forEach(output.row)
        }
        // Where names take lines of their own, the totals keep one line each, named right after the amount.
        let totalsLayout = layout.stacks ? ListLayout(widths: Array(widths.prefix(2)), names: [], window: output.width) : layout
        for (label, amount) in totals {
            totalsLayout.lines(["", amount] + Array(repeating: "", count: totalsLayout.widths.count - 2), name: label, notes: []).forEach(output.row)
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
