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
        // The rating column is there only when the rows carry ratings: in the rating order.
        let ratings = rows.compactMap(\.rating)
        let ratingWidth = ratings.isEmpty ? 0 : view.width(of: ratings) + 2
        let names = view.fitting(rows.map(\.name), besides: 2 + idWidth + 2 + 2 + priceWidth + 2 + ratingWidth + view.width(of: rows.map(\.stock)))
        var widths = [-idWidth, view.width(of: names), -priceWidth]
        if !ratings.isEmpty { widths.append(view.width(of: ratings)) }
        for (row, name) in zip(rows, names) {
            let stock = row.isInStock ? row.stock : view.output.style.dim(row.stock)
            let cells = [row.id, name, row.price] + (ratings.isEmpty ? [] : [row.rating ?? ""]) + [stock]
            view.output.row("  " + view.columns(cells, widths: widths + [0]))
        }
    }
}
