/// The dialogs and the help over the screen: a box in the middle, which the next key closes.
extension ScreenView {
    func draw(_ overlay: ScreenModel.Overlay, on frame: inout Frame) {
        let width = min(frame.columns - 4, 64)
        switch overlay {
        case .help:
            let keyWidth = hints.all.map { DisplayWidth.of($0.keys) }.max() ?? 0
            let lines = hints.all.map { PaneLine([Span.cell($0.keys, width: keyWidth + 2, style: .bold), Span($0.what)]) }
            drawBox(title: "Keys", lines + [.blank, PaneLine("Any key closes this.", .dim)], width: width, on: &frame)
        case .confirmQuit:
            drawBox(title: "Quit", [PaneLine("Leave Tasch?"), .blank, PaneLine("y quits  any other key stays", .dim)], width: width, on: &frame)
        case let .confirmCheckout(question):
            let change = question.change.map { wrapped("\(style.failure) \($0.message)", width: width - 4, style: CellStyle.bold.coloured(.red)) + [.blank] } ?? []
            let text = change + wrapped(question.question, width: width - 4) + [.blank, PaneLine("y places the order  any other key cancels", .dim)]
            drawBox(title: "Check out", text, width: width, on: &frame)
        }
    }

    private func drawBox(title: String, _ lines: [PaneLine], width: Int, on frame: inout Frame) {
        let height = min(frame.rows - 2, lines.count + 2)
        let top = max(0, (frame.rows - height) / 2), left = max(0, (frame.columns - width) / 2)
        let corners = style.corners
        let line = String(repeating: style.line, count: max(0, width - 2))
        frame.put(String(corners.topLeft) + line + String(corners.topRight), row: top, column: left)
        frame.put(" \(title) ", row: top, column: left + 2, style: .bold)
        for row in (top + 1)..<(top + height - 1) {
            frame.put(String(style.rule), row: row, column: left)
            frame.fill(row: row, column: left + 1, width: width - 2)
            frame.put(String(style.rule), row: row, column: left + width - 1)
        }
        frame.put(String(corners.bottomLeft) + line + String(corners.bottomRight), row: top + height - 1, column: left)
        frame.put(lines, selected: nil, in: ScreenRect(row: top + 1, column: left + 2, rows: height - 2, columns: width - 4), style: style)
    }
}
