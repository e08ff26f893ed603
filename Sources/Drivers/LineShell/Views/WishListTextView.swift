import Adapters

/// Prints the wish list: each item with its price, text, colours and stock mark.
@MainActor
public final class WishListTextView: TextView, ResourceView {
    public typealias ViewModel = WishListViewModel

    public func display(_ viewModel: WishListViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let empty = viewModel.emptyMessage {
            output.line(empty + ". " + HintText.typing(viewModel.nextSteps.map { ($0, Self.description(of: $0)) }, inTurn: true))
            output.line()
            return
        }
        let items = viewModel.items
        let quantities = items.compactMap(\.quantity)
        let widths = [-width(of: items.map(\.id)), -width(of: items.map(\.price))] + (quantities.isEmpty ? [] : [-width(of: quantities)])
        let layout = ListLayout(widths: widths, names: items.map(\.name), window: output.width)
        for item in items {
            let cells = [item.id, item.price] + (quantities.isEmpty ? [] : [item.quantity ?? ""])
            layout.lines(cells, name: item.name, notes: item.notes).forEach(output.row)
            let indent = String(repeating: " ", count: layout.nameColumn)
            // A short description is one line in a list: cut where the window ends, never wrapped.
            if !item.shortDescription.isEmpty {
                output.row(indent + item.shortDescription)
            }
            if !item.colours.isEmpty {
                output.line(indent + "Colours: " + colourList(item.colours), indent: indent.count + "Colours: ".count)
            }
        }
        if let total = viewModel.total {
            output.line(total)
        }
        output.line(HintText.typing(viewModel.nextSteps.map { ($0, Self.description(of: $0)) }))
        output.line()
    }

    private static func description(of step: NextStep) -> String {
        switch step {
        case .openProduct: "to find a product"
        case .addShownProduct: "to keep it here"
        case .seeCart: "to check out"
        case .setQuantity: "to change how many"
        case .removeProduct: "to take an item off"
        default: ""
        }
    }
}
