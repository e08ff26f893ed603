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
        let idWidth = view.width(of: rows.map(\.id))
        let priceWidth = view.width(of: rows.map(\.price))
        let names = view.fitting(rows.map(\.name), besides: 2 + idWidth + 2 + 2 + priceWidth + 2 + view.width(of: rows.map(\.stock)))
        let widths = [-idWidth, view.width(of: names), -priceWidth, 0]
        for (row, name) in zip(rows, names) {
            let stock = row.isInStock ? row.stock : view.output.style.dim(row.stock)
            view.output.row("  " + view.columns([row.id, name, row.price, stock], widths: widths))
        }
    }
}
