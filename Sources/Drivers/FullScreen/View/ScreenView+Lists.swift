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

    private func catalogueLines(_ viewModel: CatalogueViewModel, width: Int) -> [PaneLine] {
        if let empty = viewModel.emptyMessage { return [PaneLine(sentence(empty, viewModel.nextSteps.filter { $0 != .leaveSearch }))] }
        let rows = viewModel.rows
        // The catalogue's widest id and price, when known, keep the columns in place from page to page.
        let idWidth = widest(rows.map(\.id) + [viewModel.widest?.id].compactMap { $0 })
        let priceWidth = widest(rows.map(\.price) + [viewModel.widest?.price].compactMap { $0 }), stockWidth = widest(rows.map(\.stock))
        let ratingWidth = rows.compactMap(\.rating).isEmpty ? 0 : widest(rows.compactMap(\.rating)) + 2
        let nameWidth = max(4, width - 2 - idWidth - 2 - 2 - priceWidth - 2 - ratingWidth - stockWidth)
        return rows.enumerated().map { index, row in
            var spans = [Span.cell(row.id, width: idWidth, right: true), Span("  "), Span.cell(row.name, width: nameWidth), Span("  "),
                         Span.cell(row.price, width: priceWidth, right: true), Span("  ")]
            if ratingWidth > 0 { spans.append(Span.cell(row.rating ?? "", width: ratingWidth)) }
            spans.append(Span(row.stock, row.isInStock ? .plain : .dim))
            return PaneLine(spans, row: index)
        }
    }

    private func wishListLines(_ viewModel: WishListViewModel, width: Int) -> [PaneLine] {
        // On the full screen, products are found in the catalogue and kept with `a`.
        if let empty = viewModel.emptyMessage { return [PaneLine(sentence(empty, [.browseCatalogue, .addShownProduct]))] }
        let items = viewModel.items
        let idWidth = widest(items.map(\.id)), priceWidth = widest(items.map(\.price))
        var lines = items.enumerated().map { index, item in
            PaneLine([Span.cell(item.id, width: idWidth, right: true), Span("  "), Span.cell(item.price, width: priceWidth, right: true),
                      Span("  "), Span(named(item.name, quantity: item.quantity))] + notes(item.notes), row: index)
        }
        lines += [.blank, PaneLine(viewModel.total ?? "", .bold), PaneLine(hints.line(viewModel.nextSteps), .dim)]
        return lines
    }

    private func cartLines(_ viewModel: CartViewModel, width: Int) -> [PaneLine] {
        if let empty = viewModel.emptyMessage { return [PaneLine(sentence(empty, viewModel.nextSteps))] }
        let idWidth = widest(viewModel.lines.map(\.id))
        let amountWidth = widest(viewModel.lines.map(\.price) + [viewModel.subtotal, viewModel.shipping, viewModel.total])
        let nameWidth = max(4, width - 2 - idWidth - 2 - 2 - amountWidth)
        var lines = viewModel.lines.enumerated().map { index, line in
            PaneLine([Span.cell(line.id, width: idWidth, right: true), Span("  "), Span.cell(named(line.name, quantity: line.quantity), width: nameWidth),
                      Span("  "), Span.cell(line.price, width: amountWidth, right: true)] + notes(line.notes), row: index)
        }
        let labelWidth = 2 + idWidth + 2 + nameWidth
        for (label, amount) in [("Sub-total", viewModel.subtotal), ("Shipping", viewModel.shipping), ("Total", viewModel.total)] {
            lines.append(PaneLine([Span.cell(label, width: labelWidth, right: true), Span("  "), Span.cell(amount, width: amountWidth, right: true)]))
        }
        lines.append(.blank)
        guard viewModel.offersCheckout else { return lines + [PaneLine(hints.line(viewModel.nextSteps) + " before you check out", .dim)] }
        return lines + [PaneLine([Span("[ Check out ]", .bold)], row: viewModel.lines.count)]
    }

    private func orderLines(_ viewModel: OrderHistoryViewModel, width: Int) -> [PaneLine] {
        if let empty = viewModel.emptyMessage { return [PaneLine(sentence(empty, viewModel.nextSteps.filter { $0 != .leaveSearch }))] }
        let rows = viewModel.rows
        let widths = [widest(rows.map(\.number)), widest(rows.map(\.placedAt)), widest(rows.map(\.items)), widest(rows.map(\.total))]
        return rows.enumerated().map { index, row in
            PaneLine([Span.cell(row.number, width: widths[0]), Span("  "), Span.cell(row.placedAt, width: widths[1]), Span("  "),
                      Span.cell(row.items, width: widths[2], right: true), Span("  "), Span.cell(row.total, width: widths[3], right: true)]
                     + (row.giftCard.map { [Span("  " + $0, .dim)] } ?? []), row: index)
        }
    }

    /// A clause the presenter left open, ended, with the keys for its next steps after it, as the status line gives
    /// keys: `No product matches.  Esc shows every product`.
    func sentence(_ clause: String, _ steps: [NextStep]) -> String {
        let keys = hints.line(steps)
        return keys.isEmpty ? clause + "." : "\(clause).  \(keys)"
    }

    /// A line's name after how many of it there are, when several: `2 × Linen Cushion`.
    private func named(_ name: String, quantity: String?) -> String {
        quantity.map { "\($0) \(name)" } ?? name
    }

    func widest(_ texts: [String]) -> Int {
        texts.map(DisplayWidth.of).max() ?? 0
    }

    private func notes(_ notes: [String]) -> [Span] {
        notes.isEmpty ? [] : [Span("  [\(notes.joined(separator: ", "))]", CellStyle.plain.coloured(.yellow))]
    }
}
