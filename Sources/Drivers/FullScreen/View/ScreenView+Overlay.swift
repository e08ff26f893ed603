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
        case let .confirmCheckout(dialog):
            drawBox(title: "Check out", checkoutLines(dialog, width: width - 4), width: width, on: &frame)
        }
    }

    /// The dialog's lines: why it is asked again, why a code could not be used, the amounts, the question, and the
    /// field or the keys that answer it.
    private func checkoutLines(_ dialog: CheckoutDialog, width: Int) -> [PaneLine] {
        let question = dialog.question
        let problems = [question.change, question.giftCardProblem].compactMap { $0 }.flatMap {
            wrapped("\(style.failure) \($0.message)", width: width, style: CellStyle.bold.coloured(.red)) + [.blank]
        }
        let amountWidth = question.amounts.map { DisplayWidth.of($0.amount) }.max() ?? 0
        let amounts = question.amounts.map { PaneLine([Span.cell($0.label, width: max(1, width - amountWidth - 2)), Span("  "), Span.cell($0.amount, width: amountWidth, right: true)]) }
        let keys: [PaneLine] = if dialog.isApplying {
            [PaneLine("applying the gift card…", .dim)]
        } else if let code = dialog.code {
            [PaneLine("Gift card code: \(code)▏"), PaneLine("\(style.enter) applies it  Esc back", .dim)]
        } else {
            [PaneLine("y places the order  g gift card  any other key cancels", .dim)]
        }
        return problems + amounts + (amounts.isEmpty ? [] : [.blank]) + wrapped(question.question, width: width) + [.blank] + keys
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
