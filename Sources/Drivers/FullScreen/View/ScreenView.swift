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
        let height = paneRows(model)
        let whole = ScreenRect(row: ScreenLayout.titleRow, column: 0, rows: height, columns: layout.size.columns)
        if let page = pageScroll(model) {
            drawScrolled(page.lines, page.window, in: whole, scrolls: ("PgUp", "PgDn"), on: &frame)
            return
        }
        let list = ScreenRect(row: ScreenLayout.titleRow, column: 0, rows: height, columns: max(0, layout.listColumns - (layout.isSideBySide ? 1 : 0)))
        frame.put(title(of: model, width: list.columns), row: list.row, column: list.column, width: list.columns)
        let scroll = listScroll(model)
        drawScrolled(scroll.lines, scroll.window, in: listBody(model), selected: scroll.selected, on: &frame)
        guard layout.isSideBySide else { return }
        for row in list.row..<(list.row + height) {
            frame.put(String(style.rule), row: row, column: layout.listColumns, style: .dim)
        }
        // Beside the list the page's keys turn the list; J and K scroll the detail.
        if let detail = detailBeside(model) {
            drawScrolled(detail.lines, detail.window, in: detail.rect, scrolls: ("K", "J"), on: &frame)
        }
    }

    /// The detail beside the list, where it stands, and its lines in sight; nil in a narrow window, or with no detail.
    func detailBeside(_ model: ScreenModel) -> (lines: [PaneLine], window: ScrollWindow, rect: ScreenRect)? {
        let layout = model.layout, height = paneRows(model)
        guard layout.isSideBySide, pageScroll(model) == nil else { return nil }
        let rect = ScreenRect(row: ScreenLayout.titleRow, column: layout.detailColumn + 1, rows: height, columns: max(0, layout.detailColumns - 1))
        return detailLines(model, width: rect.columns).map { lines in
            (lines, ScrollWindow(lineCount: lines.count, rows: height, top: model.detailTop, signsTakeRows: true), rect)
        }
    }

    /// The rows the list's title and the list take, or the text in their place: those above the notice row, less those a
    /// notice wider than the window wraps over, so that a wrapped notice never covers the selected row.
    func paneRows(_ model: ScreenModel) -> Int {
        max(0, model.layout.paneRows - max(0, noticeLines(model).count - 1))
    }

    /// Where the list's rows go, under its title.
    func listBody(_ model: ScreenModel) -> ScreenRect {
        let layout = model.layout
        return ScreenRect(
            row: ScreenLayout.titleRow + 1, column: 0, rows: max(0, paneRows(model) - 1),
            columns: max(0, layout.listColumns - (layout.isSideBySide ? 1 : 0))
        )
    }

    /// The lines of the list on show and those in sight: scrolled to keep the selected row in sight (a wish list or a
    /// cart longer than its place), then on by as many lines as the customer scrolled beyond it.
    func listScroll(_ model: ScreenModel) -> ListScroll {
        let body = listBody(model)
        let lines = lines(of: model, width: body.columns)
        let selected = model.isSearching && model.place != .catalogue ? nil : selectedRow(model)
        let index = lines.firstIndex { $0.selectableRow != nil && $0.selectableRow == selected } ?? 0
        var top = max(0, index - body.rows + 1)
        while !ScrollWindow(lineCount: lines.count, rows: body.rows, top: top, signsTakeRows: true).shown.contains(index), top < index { top += 1 }
        let window = ScrollWindow(lineCount: lines.count, rows: body.rows, top: top + model.listScrolledBeyond, signsTakeRows: true)
        return ListScroll(lines: lines, window: window, selected: selected, furthestBeyond: max(0, window.maxTop - top))
    }

    private func selectedRow(_ model: ScreenModel) -> Int {
        model.place == .catalogue ? model.catalogue.selection : model.row(of: model.place)
    }

    /// The list's title, cut with "…" where the window is too narrow for it.
    private func title(of model: ScreenModel, width: Int) -> [Span] {
        if model.isSearching {
            // A search wider than the field shows its end, where the cursor is, as a line editor scrolls.
            let room = max(0, width - DisplayWidth.of("Search: ") - DisplayWidth.of(style.cursor))
            let text = DisplayWidth.truncated(characters: model.searchText.reversed(), toColumns: room).map { String($0.reversed()) } ?? model.searchText
            return [Span("Search: ", .bold), Span(text), Span(style.cursor)]
        }
        let title = switch model.place {
        case .catalogue: model.catalogue.content?.viewModel.title ?? "Catalogue"
        case .wishList: model.wishList?.viewModel.title ?? "Your wish list"
        case .cart: model.cart?.viewModel.title ?? "Your cart"
        case .orders: model.orders.content?.viewModel.title ?? "Your orders"
        case .receipt: model.receipt?.title ?? ""
        }
        return [Span(DisplayWidth.truncated(title, toColumns: width), .bold)]
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
