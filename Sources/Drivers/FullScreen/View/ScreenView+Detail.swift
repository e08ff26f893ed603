import Adapters

/// The detail (the selected product's page, or the receipt of the selected order) and the receipt of the order just
/// placed: texts that scroll where they are taller than their place, with a sign where more is above or below.
extension ScreenView {
    /// The text that stands in the list's place, when one does (a product's page, an order's receipt, the receipt of
    /// the order just placed), scrolled as `model` says; nil when the list, or the list and the detail beside it, show.
    func pageScroll(_ model: ScreenModel) -> (lines: [PaneLine], window: ScrollWindow)? {
        let width = model.layout.size.columns
        let lines: [PaneLine]? = if model.place == .receipt {
            model.receipt.map { receiptLines($0, width: width) }
        } else if model.showsDetail, !model.layout.isSideBySide {
            detailLines(model, width: width)
        } else {
            nil
        }
        return lines.map { ($0, ScrollWindow(lineCount: $0.count, rows: paneRows(model), top: model.detailTop, signsTakeRows: true)) }
    }

    /// The detail of the selected row, in `width` columns (on the cart's `[ Check out ]`, what checking out buys); nil
    /// while a list with nothing selected shows.
    func detailLines(_ model: ScreenModel, width: Int) -> [PaneLine]? {
        if model.isCheckoutSelected, let cart = model.cart?.viewModel { return checkOutLines(cart, width: width) }
        // A list with nothing selected has no detail; while the next one loads, the last stays.
        guard model.selectedTarget != nil else { return nil }
        switch model.detail {
        case let .product(product)?:
            // Beside the list there is nothing to go back from.
            let steps = product.viewModel.nextSteps.filter { !model.layout.isSideBySide || $0 != .back }
            return productLines(product.viewModel, steps: steps, width: width, titleRows: model.layout.paneRows)
        case let .order(receipt)?: return receiptLines(receipt, width: width)
        case nil: return nil
        }
    }

    /// `window`'s lines of `lines` in `rect`, the `selected` one marked, with a sign in a row of its own where more is
    /// above or below, and the keys that scroll up and down there when `scrolls` names them.
    func drawScrolled(
        _ lines: [PaneLine], _ window: ScrollWindow, in rect: ScreenRect, scrolls: (up: String, down: String)? = nil, selected: Int? = nil,
        on frame: inout Frame
    ) {
        let shown = Array(lines[window.shown])
        let place = ScreenRect(row: rect.row + window.firstRow, column: rect.column, rows: shown.count, columns: rect.columns)
        frame.put(shown, selected: selected, in: place, style: style)
        let above = style.moreAbove + (scrolls.map { "  \($0.up)" } ?? ""), below = style.moreBelow + (scrolls.map { "  \($0.down)" } ?? "")
        if window.hasMoreAbove { frame.put(above, row: rect.row, column: rect.column, width: rect.columns, style: .dim) }
        if window.hasMoreBelow { frame.put(below, row: rect.row + window.firstRow + shown.count, column: rect.column, width: rect.columns, style: .dim) }
    }

    func receiptLines(_ receipt: ReceiptViewModel, width: Int) -> [PaneLine] {
        let table = amountsTable(receipt.lines.map { LabelledAmount($0.name, $0.price) } + receipt.totals, width: width)
        var lines = wrapped(receipt.title, width: width, style: .bold)
        // Said where the order is: placed, but not yet safe on disk.
        lines += receipt.warning.map { wrapped("\(style.failure) \($0)", width: width, style: CellStyle.bold.coloured(.red)) } ?? []
        let rows = table.rows(in: width)
        lines += rows.dropLast(receipt.totals.count).map { PaneLine($0) }
        lines += rows.suffix(receipt.totals.count).map { PaneLine($0.map { Span($0.text, .bold) }) }
        return lines + wrapped(receipt.footer, width: width, style: .dim)
    }

    /// Beside the cart, what `[ Check out ]` buys, as the cart's presenter says it, and that Enter asks first.
    private func checkOutLines(_ cart: CartViewModel, width: Int) -> [PaneLine] {
        wrapped("Check out", width: width, style: .bold) + wrapped(cart.title, width: width)
            + amountsTable(cart.totals, width: width).rows(in: width).map { PaneLine($0.map { Span($0.text, .bold) }) }
            + [.blank] + wrapped("\(style.enter) asks before anything is ordered", width: width, style: .dim)
    }

    /// Labels and their amounts in two columns within `width`: the labels as wide as the widest, so that the amounts
    /// stand close to them; an amount is never cut.
    private func amountsTable(_ amounts: [LabelledAmount], width: Int) -> ListTable {
        let labels = amounts.map(\.label)
        return ListTable(columns: [
            ListTable.Column(cells: labels, fit: .name(least: Self.namesAtLeast, most: widest(labels, upTo: width))),
            ListTable.Column(cells: amounts.map(\.amount), fit: .number, alignsRight: true),
        ])
    }

    /// The product's page; a title taller than `titleRows` (a name of thousands of characters) is cut to them, and read
    /// no further.
    private func productLines(_ viewModel: ProductDetailViewModel, steps: [NextStep], width: Int, titleRows: Int) -> [PaneLine] {
        var lines = WordWrap.lines(viewModel.title, columns: max(1, width), maximumLines: titleRows).map { PaneLine($0, .bold) }
        lines += wrapped("\(viewModel.price)  ·  \(viewModel.shipping)", width: width)
        if !viewModel.description.isEmpty { lines += [.blank] + wrapped(viewModel.description, width: width) }
        lines.append(.blank)
        let labelWidth = 11
        // The page's fields, the image's file aside: a name of a file says little on a screen.
        // A value wider than the room beside the label wraps under itself.
        let fields = viewModel.fields.map { field -> (String, [[Span]]) in
            switch field.value {
            case let .lines(lines): (field.label, lines.flatMap { WordWrap.lines($0, columns: max(1, width - labelWidth)) }.map { [Span($0)] })
            case let .colours(swatches): (field.label, [colours(swatches)])
            }
        }
        for (label, values) in fields {
            for (index, value) in values.enumerated() {
                lines.append(PaneLine([Span.cell(index == 0 ? label : "", width: labelWidth, style: .dim)] + value))
            }
        }
        return lines + [.blank] + wrapped(hints.line(steps), width: width, style: .dim)
    }

    private func colours(_ colours: [ColourViewModel]) -> [Span] {
        colours.flatMap { colour in
            (style.usesColour ? [Span(style.swatch, CellStyle.plain.coloured(.rgb(colour.red, colour.green, colour.blue))), Span(" ")] : [])
                + [Span(colour.hex), Span("  ")]
        }
    }

    /// `text` wrapped between words to `width`, a line each.
    func wrapped(_ text: String, width: Int, style: CellStyle = .plain) -> [PaneLine] {
        WordWrap.lines(text, columns: max(1, width)).map { PaneLine($0, style) }
    }
}
