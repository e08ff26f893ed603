import Adapters

/// Prints the catalogue as a table: id, name, price, stock.
@MainActor
public final class CatalogueTextView: TextView, ResourceView {
    public typealias ViewModel = CatalogueViewModel

    public func display(_ viewModel: CatalogueViewModel) {
        let steps = viewModel.nextSteps
        let leaving = steps.contains(.leaveSearch) ? " (\(HintText.quoted(.leaveSearch)) leaves the search)" : ""
        output.line(output.style.bold(viewModel.title + leaving))
        if let empty = viewModel.emptyMessage {
            let everyProduct = steps.contains(.showEveryProduct) ? ": type \(HintText.quoted(.showEveryProduct)) to see every product" : ""
            output.line(empty + everyProduct + ".")
        } else {
            CatalogueRows.print(viewModel.rows, widest: viewModel.widest, in: self)
            output.line(HintText.typing(steps.compactMap { step in Self.description(of: step).map { (step, $0) } }))
        }
        output.line()
    }

    /// What a step on the hint line does; nil for those the title or the empty message offer.
    private static func description(of step: NextStep) -> String? {
        switch step {
        case .openProduct: "to see a product"
        case let .nextPage(number), let .previousPage(number): "for page \(number)"
        case .anyPage: "for any page"
        default: nil
        }
    }
}

/// The product table shared by the catalogue and the start screen: id, price (and stars in the rating order), name,
/// and what to know about the stock. The id and price columns are as wide as the whole catalogue's widest when that is
/// known, so that turning pages never moves them.
@MainActor
enum CatalogueRows {
    static func print(_ rows: [CatalogueViewModel.Row], widest: CatalogueViewModel.Widest? = nil, in view: TextView) {
        let idWidth = view.width(of: rows.map(\.id) + [widest?.id ?? ""])
        let priceWidth = view.width(of: rows.map(\.price) + [widest?.price ?? ""])
        // The rating column is there only when the rows carry ratings: in the rating order.
        let ratings = rows.compactMap(\.rating)
        let widths = [-idWidth, -priceWidth] + (ratings.isEmpty ? [] : [view.width(of: ratings)])
        let layout = ListLayout(widths: widths, names: rows.map(\.name), window: view.output.width)
        for row in rows {
            let cells = [row.id, row.price] + (ratings.isEmpty ? [] : [row.rating ?? ""])
            let dress = row.isInStock ? { $0 } : view.output.style.dim
            layout.lines(cells, name: row.name, notes: row.notes, dress: dress).forEach(view.output.row)
        }
    }
}
