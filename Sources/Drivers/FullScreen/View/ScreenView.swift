import Adapters

/// Draws the full screen from its model, laying out the presenters' view models: the header, the list and its
/// title, the detail beside the list or in its place, a notice, the status line, and any dialog over them. A pure
/// function of the model; the renderer works out what changed.
struct ScreenView {
    let style: ScreenStyle
    var hints: ScreenHints { ScreenHints(style: style) }

    /// The frame that shows `model`.
    func frame(_ model: ScreenModel) -> Frame {
        var frame = Frame(columns: model.size.columns, rows: model.size.rows)
        let layout = model.layout
        guard layout.isUsable else {
            drawTooSmall(on: &frame)
            return frame
        }
        drawHeader(model, on: &frame)
        drawPanes(model, layout: layout, on: &frame)
        drawNotice(model, layout: layout, on: &frame)
        drawStatus(model, layout: layout, on: &frame)
        if let box = dialogBox(model) { drawDialog(box, on: &frame) }
        return frame
    }

    private func drawPanes(_ model: ScreenModel, layout: ScreenLayout, on frame: inout Frame) {
        let height = layout.paneRows
        let whole = ScreenRect(row: ScreenLayout.titleRow, column: 0, rows: height, columns: layout.size.columns)
        if let page = pageScroll(model) {
            drawScrolled(page.lines, page.window, in: whole, scrolls: true, on: &frame)
            return
        }
        let list = ScreenRect(row: ScreenLayout.titleRow, column: 0, rows: height, columns: max(0, layout.listColumns - (layout.isSideBySide ? 1 : 0)))
        drawList(model, in: list, on: &frame)
        guard layout.isSideBySide else { return }
        for row in list.row..<(list.row + height) {
            frame.put(String(style.rule), row: row, column: layout.listColumns, style: .dim)
        }
        let detail = ScreenRect(row: list.row, column: layout.detailColumn + 1, rows: height, columns: max(0, layout.detailColumns - 1))
        // Beside the list the page's keys turn the list, and the detail shows from its top.
        if let lines = detailLines(model, width: detail.columns) {
            let window = ScrollWindow(lineCount: lines.count, rows: height, top: 0, signsTakeRows: true)
            drawScrolled(lines, window, in: detail, scrolls: false, on: &frame)
        }
    }

    private func drawList(_ model: ScreenModel, in rect: ScreenRect, on frame: inout Frame) {
        frame.put(title(of: model), row: rect.row, column: rect.column, width: rect.columns)
        let body = ScreenRect(row: rect.row + 1, column: rect.column, rows: max(0, rect.rows - 1), columns: rect.columns)
        let lines = lines(of: model, width: body.columns)
        let selected = model.isSearching && model.place != .catalogue ? nil : selectedRow(model)
        // A list longer than its place (a wish list, a cart) scrolls to keep the selected line in sight, and says so.
        let index = lines.firstIndex { $0.selectableRow != nil && $0.selectableRow == selected } ?? 0
        var top = max(0, index - body.rows + 1)
        while !ScrollWindow(lineCount: lines.count, rows: body.rows, top: top, signsTakeRows: true).shown.contains(index), top < index { top += 1 }
        let window = ScrollWindow(lineCount: lines.count, rows: body.rows, top: top, signsTakeRows: true)
        drawScrolled(lines, window, in: body, scrolls: false, selected: selected, on: &frame)
    }

    private func selectedRow(_ model: ScreenModel) -> Int {
        model.place == .catalogue ? model.catalogue.selection : model.row(of: model.place)
    }

    private func title(of model: ScreenModel) -> [Span] {
        if model.isSearching {
            return [Span("Search: ", .bold), Span(model.searchText), Span(style.cursor)]
        }
        let title = switch model.place {
        case .catalogue: model.catalogue.content?.viewModel.title ?? "Catalogue"
        case .wishList: model.wishList?.viewModel.title ?? "Your wish list"
        case .cart: model.cart?.viewModel.title ?? "Your cart"
        case .orders: model.orders.content?.viewModel.title ?? "Your orders"
        case .receipt: model.receipt?.title ?? ""
        }
        return [Span(title, .bold)]
    }

    /// How large the window must be, wrapped to it and in its middle: the whole sentence where it has the rows, else
    /// less of it, so that the size shows wherever it can.
    private func drawTooSmall(on frame: inout Frame) {
        let size = "\(ScreenLayout.minimum.columns)×\(ScreenLayout.minimum.rows)"
        let wordings = ["Enlarge the window to at least \(size)", "Enlarge to \(size)", size].map { WordWrap.lines($0, columns: frame.columns) }
        let lines = wordings.first { $0.count <= frame.rows } ?? wordings.last ?? []
        for (offset, line) in lines.enumerated() {
            let row = max(0, (frame.rows - lines.count) / 2) + offset, column = max(0, (frame.columns - DisplayWidth.of(line)) / 2)
            frame.put(line, row: row, column: column)
        }
    }
}
