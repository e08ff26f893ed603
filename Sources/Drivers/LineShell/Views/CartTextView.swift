import Adapters

/// Prints the cart with the amounts under it (its sub-total, shipping and total), then what keeps it from being bought,
/// with the commands that clear the way, or how to check out.
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
        let totals = viewModel.totals.map { ($0.label, $0.amount) }
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
        if let problem = viewModel.problem {
            output.line(HintText.sentence(problem))
        } else if viewModel.offersCheckout {
            output.line(HintText.typing([(.checkOut, "to place the order")]))
        }
        output.line()
    }
}
