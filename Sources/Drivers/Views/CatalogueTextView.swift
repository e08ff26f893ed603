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
            CatalogueRows.print(viewModel.rows, in: self)
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
