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
        // The rating column is there only when the rows carry ratings: in the rating order.
        let ratings = rows.compactMap(\.rating)
        var widths = [-view.width(of: rows.map(\.id)), view.width(of: rows.map(\.name)), -view.width(of: rows.map(\.price))]
        if !ratings.isEmpty { widths.append(view.width(of: ratings)) }
        for row in rows {
            let stock = row.isInStock ? row.stock : view.output.style.dim(row.stock)
            let cells = [row.id, row.name, row.price] + (ratings.isEmpty ? [] : [row.rating ?? ""]) + [stock]
            view.output.line("  " + view.columns(cells, widths: widths + [0]))
        }
    }
}
