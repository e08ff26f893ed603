import Adapters

/// Prints the catalogue as a table: id, name, price, stock.
@MainActor
public final class CatalogueTextView: TextView, ResourceView {
    public typealias ViewModel = CatalogueViewModel

    public func display(_ viewModel: CatalogueViewModel) {
        output.line(output.style.bold(viewModel.title))
        if let empty = viewModel.emptyMessage {
            output.line(empty)
        } else {
            CatalogueRows.print(viewModel.rows, in: self)
            output.line(viewModel.hint)
        }
        output.line()
    }
}

/// The product table shared by the catalogue and the start screen.
@MainActor
enum CatalogueRows {
    static func print(_ rows: [CatalogueViewModel.Row], in view: TextView) {
        let widths = [
            -view.width(of: rows.map(\.id)), view.width(of: rows.map(\.name)), -view.width(of: rows.map(\.price)), 0,
        ]
        for row in rows {
            let stock = row.isInStock ? row.stock : view.output.style.dim(row.stock)
            view.output.line("  " + view.columns([row.id, row.name, row.price, stock], widths: widths))
        }
    }
}
