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
        let idWidth = width(of: viewModel.items.map(\.id))
        let priceWidth = width(of: viewModel.items.map(\.price))
        let indent = String(repeating: " ", count: 2 + idWidth + 2 + priceWidth + 2)
        let marks = viewModel.items.map { item in item.notes.isEmpty ? "" : "  [\(item.notes.joined(separator: ", "))]" }
        let names = fitting(viewModel.items.map(\.name), besides: indent.count + width(of: marks))
        for (item, (name, mark)) in zip(viewModel.items, zip(names, marks)) {
            output.row("  " + columns([item.id, item.price, name], widths: [-idWidth, -priceWidth, 0]) + mark)
            if !item.shortDescription.isEmpty {
                output.line(indent + item.shortDescription)
            }
            if !item.colours.isEmpty {
                output.line(indent + "Colours: " + colourList(item.colours))
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
