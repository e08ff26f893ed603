import Adapters

/// Prints the start screen.
@MainActor
public final class ShopfrontTextView: TextView, ResourceView {
    public typealias ViewModel = ShopfrontViewModel

    public func display(_ viewModel: ShopfrontViewModel) {
        output.line(output.style.bold(viewModel.title))
        CatalogueRows.print(viewModel.strip, in: self)
        if let more = viewModel.more {
            output.line("  \(more)")
        }
        output.line(viewModel.wishList)
        output.line("Type:")
        for hint in viewModel.hints {
            output.line("  \(hint)")
        }
        output.line()
    }
}
