import Adapters

/// The lines of each list: the catalogue's page, the wish list, the cart with its totals and "Check out", the orders.
extension ScreenView {
    func lines(of model: ScreenModel, width: Int) -> [PaneLine] {
        switch model.place {
        case .catalogue: model.catalogue.content.map { catalogueLines($0.viewModel, width: width) } ?? []
        case .wishList: model.wishList.map { wishListLines($0.viewModel, width: width) } ?? []
        case .cart: model.cart.map { cartLines($0.viewModel, width: width) } ?? []
        case .orders: model.orders.content.map { orderLines($0.viewModel, width: width) } ?? []
        case .receipt: []
        }
    }

    /// A name column is as wide as the window leaves it, up to this, so that a wide window opens no gap before the price.
    static let namesAtMost = 40
    /// A name is cut down to this before a column of words is left out.
    static let namesAtLeast = 12

    private func catalogueLines(_ viewModel: CatalogueViewModel, width: Int) -> [PaneLine] {
        if let empty = viewModel.emptyMessage {
            return wrapped(sentence(empty, viewModel.nextSteps.filter { $0 != .leaveSearch }), width: width)
        }
        let rows = viewModel.rows
        // The catalogue's widest id and price, when known, keep the columns in place from page to page.
        var columns = [
            ListTable.Column(cells: rows.map(\.id), fit: .number, alignsRight: true, width: viewModel.widest.map { DisplayWidth.of($0.id) }),
            ListTable.Column(cells: rows.map(\.name), fit: Self.nameFit),
            ListTable.Column(cells: rows.map(\.price), fit: .number, alignsRight: true, width: viewModel.widest.map { DisplayWidth.of($0.price) }),
        ]
        if rows.contains(where: { $0.rating != nil }) { columns.append(ListTable.Column(cells: rows.map { $0.rating ?? "" }, fit: .words(rank: 0))) }
        columns.append(ListTable.Column(
            cells: rows.map(\.stock), fit: .words(rank: 1), styles: rows.map { $0.isInStock ? .plain : .dim }, width: DisplayWidth.of(viewModel.widestStock)
        ))
        return selectable(ListTable(columns: columns).rows(in: rowWidth(width)))
    }

    private func wishListLines(_ viewModel: WishListViewModel, width: Int) -> [PaneLine] {
        // On the full screen, products are found in the catalogue and kept with `a`.
        if let empty = viewModel.emptyMessage { return wrapped(sentence(empty, onAnEmptyList(viewModel.nextSteps)), width: width) }
        let items = viewModel.items
        let table = ListTable(columns: [
            ListTable.Column(cells: items.map(\.id), fit: .number, alignsRight: true),
            ListTable.Column(cells: items.map(\.price), fit: .number, alignsRight: true),
            ListTable.Column(cells: items.map { named($0.name, quantity: $0.quantity) }, fit: Self.nameFit),
            notes(items.map(\.notes)),
        ])
        return selectable(table.rows(in: rowWidth(width))) + [.blank] + wrapped(viewModel.total ?? "", width: width, style: .bold)
            + wrapped(hints.line(viewModel.nextSteps), width: width, style: .dim)
    }

    private func cartLines(_ viewModel: CartViewModel, width: Int) -> [PaneLine] {
        if let empty = viewModel.emptyMessage { return wrapped(sentence(empty, onAnEmptyList(viewModel.nextSteps)), width: width) }
        let totals = viewModel.totals
        let amounts = ListTable.Column(
            cells: viewModel.lines.map(\.price), fit: .number, alignsRight: true, width: totals.map { DisplayWidth.of($0.amount) }.max()
        )
        let table = ListTable(columns: [
            ListTable.Column(cells: viewModel.lines.map(\.id), fit: .number, alignsRight: true),
            ListTable.Column(cells: viewModel.lines.map { named($0.name, quantity: $0.quantity) }, fit: Self.nameFit), amounts,
            notes(viewModel.lines.map(\.notes)),
        ])
        let widths = table.layout(in: rowWidth(width)).widths
        // The totals stand under the amounts, their labels where the names end.
        let labelWidth = Self.markerWidth + (widths[0] ?? 0) + DisplayWidth.of(ListTable.gap) + (widths[1] ?? 0)
        var lines = selectable(table.rows(in: rowWidth(width)))
        for total in totals {
            lines.append(PaneLine([
                Span.cell(total.label, width: labelWidth, right: true), Span(ListTable.gap), Span.cell(total.amount, width: widths[2] ?? 0, right: true),
            ]))
        }
        guard viewModel.offersCheckout else {
            // What keeps the cart from being bought, then the keys that clear the way.
            let problem = viewModel.problem.map { "\($0.message).  " } ?? ""
            return lines + [.blank] + wrapped(problem + hints.line(viewModel.nextSteps) + " before you check out", width: width, style: .dim)
        }
        return lines + [PaneLine([Span("[ Check out ]", .bold)], row: viewModel.lines.count)]
    }

    private func orderLines(_ viewModel: OrderHistoryViewModel, width: Int) -> [PaneLine] {
        if let empty = viewModel.emptyMessage {
            return wrapped(sentence(empty, viewModel.nextSteps.filter { $0 != .leaveSearch }), width: width)
        }
        let rows = viewModel.rows
        let table = ListTable(columns: [
            ListTable.Column(cells: rows.map(\.number), fit: .number), ListTable.Column(cells: rows.map(\.placedAt), fit: .words(rank: 1)),
            ListTable.Column(cells: rows.map(\.items), fit: .words(rank: 0), alignsRight: true),
            ListTable.Column(cells: rows.map(\.total), fit: .number, alignsRight: true),
            // What paid parts of each, words with amounts in them: whole, or left out first.
            ListTable.Column(cells: rows.map { $0.payments ?? "" }, fit: .words(rank: -1), styles: rows.map { _ in .dim }),
        ])
        return selectable(table.rows(in: rowWidth(width)))
    }

    /// The columns the selection marker takes before each row.
    static let markerWidth = 2
    static let nameFit = ListTable.Column.Fit.name(least: namesAtLeast, most: namesAtMost)

    /// The columns a list's rows take in `width`, after the selection marker.
    private func rowWidth(_ width: Int) -> Int {
        max(0, width - Self.markerWidth)
    }

    /// Rows that can be selected, a line each.
    private func selectable(_ rows: [[Span]]) -> [PaneLine] {
        rows.enumerated().map { PaneLine($1, row: $0) }
    }

    /// A clause the presenter left open, ended, with the keys for its next steps after it, as the status line gives
    /// keys: `No product matches.  Esc shows every product`.
    func sentence(_ clause: String, _ steps: [NextStep]) -> String {
        let keys = hints.line(steps)
        return keys.isEmpty ? clause + "." : "\(clause).  \(keys)"
    }

    /// `steps` as keys take them on a list with nothing on it: one that acts on the selected product (open it, add it,
    /// how many) becomes finding a product in the catalogue, where those keys work.
    func onAnEmptyList(_ steps: [NextStep]) -> [NextStep] {
        let found = steps.map { step -> NextStep in
            switch step {
            case .openProduct, .addProduct, .addShownProduct, .removeProduct, .removeShownProduct, .setQuantity, .setShownQuantity,
                 .rateShownProduct, .checkOut: .browseCatalogue
            default: step
            }
        }
        return found.enumerated().filter { !found.prefix($0.offset).contains($0.element) }.map(\.element)
    }

    /// A line's name after how many of it there are, when several: `2 × Linen Cushion`.
    private func named(_ name: String, quantity: String?) -> String {
        quantity.map { "\($0) \(name)" } ?? name
    }

    /// The columns the widest of `texts` takes, counted no further than `limit` (one more for a text wider than it).
    func widest(_ texts: [String], upTo limit: Int = Int.max - 1) -> Int {
        texts.map { DisplayWidth.of($0, upTo: limit) }.max() ?? 0
    }

    /// A column of what to know about each line, `[out of stock]`, the first left out where the window is narrow.
    private func notes(_ notes: [[String]]) -> ListTable.Column {
        ListTable.Column(
            cells: notes.map { $0.isEmpty ? "" : "[\($0.joined(separator: ", "))]" }, fit: .words(rank: 0),
            styles: notes.map { _ in CellStyle.plain.coloured(.yellow) }
        )
    }
}
