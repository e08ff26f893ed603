import Adapters

/// The detail: the selected product's page, or the receipt of the selected order.
extension ScreenView {
    func drawDetail(_ model: ScreenModel, in rect: ScreenRect, on frame: inout Frame) {
        // A list with nothing selected has no detail; while the next one loads, the last stays.
        guard model.selectedTarget != nil else { return }
        switch model.detail {
        case let .product(product)?:
            // Beside the list there is nothing to go back from.
            let steps = product.viewModel.nextSteps.filter { !model.layout.isSideBySide || $0 != .back }
            frame.put(productLines(product.viewModel, steps: steps, width: rect.columns), selected: nil, in: rect, style: style)
        case let .order(receipt)?: drawReceipt(receipt, in: rect, on: &frame)
        case nil: break
        }
    }

    func drawReceipt(_ receipt: ReceiptViewModel, in rect: ScreenRect, on frame: inout Frame) {
        // The names as wide as the widest, so that the amounts stand close to them; an amount is never cut.
        let names = receipt.lines.map(\.name) + ["Total"]
        let table = ListTable(columns: [
            ListTable.Column(cells: names, fit: .name(least: Self.namesAtLeast, most: widest(names))),
            ListTable.Column(cells: receipt.lines.map(\.price) + [receipt.total], fit: .number, alignsRight: true),
        ])
        var lines = wrapped(receipt.title, width: rect.columns, style: .bold)
        // Said where the order is: placed, but not yet safe on disk.
        lines += receipt.warning.map { wrapped("\(style.failure) \($0)", width: rect.columns, style: CellStyle.bold.coloured(.red)) } ?? []
        let rows = table.rows(in: rect.columns)
        lines += rows.dropLast().map { PaneLine($0) }
        lines += rows.suffix(1).map { PaneLine($0.map { Span($0.text, .bold) }) }
        lines += wrapped(receipt.footer, width: rect.columns, style: .dim)
        frame.put(lines, selected: nil, in: rect, style: style)
    }

    private func productLines(_ viewModel: ProductDetailViewModel, steps: [NextStep], width: Int) -> [PaneLine] {
        var lines = wrapped(viewModel.title, width: width, style: .bold)
        lines += wrapped("\(viewModel.price)  ·  \(viewModel.shipping)", width: width)
        if !viewModel.description.isEmpty { lines += [.blank] + wrapped(viewModel.description, width: width) }
        lines.append(.blank)
        let labelWidth = 11
        let fields: [(String, [[Span]])] = [
            ("Colours", viewModel.colours.isEmpty ? [[Span("none listed")]] : [colours(viewModel.colours)]),
            ("Sizes", viewModel.sizes.isEmpty ? [[Span("none listed")]] : viewModel.sizes.map { [Span($0)] }),
            ("Stock", [[Span(viewModel.stock)]]), ("Rating", [[Span(viewModel.rating)]]), ("Wish list", [[Span(viewModel.wishList)]]),
        ]
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
