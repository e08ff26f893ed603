import Adapters

/// Prints the start screen.
@MainActor
public final class ShopfrontTextView: TextView, ResourceView {
    public typealias ViewModel = ShopfrontViewModel

    public func display(_ viewModel: ShopfrontViewModel) {
        output.line(output.style.bold(viewModel.title))
        CatalogueRows.print(viewModel.strip, widest: viewModel.widest, in: self)
        if let more = viewModel.more {
            output.line("  \(more): type \(HintText.quoted(.browseCatalogue)) to browse them, or \(HintText.quoted(.search)).")
        }
        output.line(viewModel.wishList)
        output.line("Type:")
        // Searching is offered in the line about the products not shown.
        for step in viewModel.nextSteps where step != .search {
            output.line("  \(HintText.row(step, Self.description(of: step)))", indent: 2 + HintText.descriptionColumn)
        }
        output.line("  \(HintText.row(words: TerminalVocabulary.helpWords, "every command"))", indent: 2 + HintText.descriptionColumn)
        output.line()
    }

    private static func description(of step: NextStep) -> String {
        switch step {
        case .openProduct: "see a product"
        case .browseCatalogue: "every product"
        case .seeWishList: "your wish list"
        case .seeCart: "your cart and checkout"
        case .seeOrders: "the orders you placed"
        default: ""
        }
    }
}
