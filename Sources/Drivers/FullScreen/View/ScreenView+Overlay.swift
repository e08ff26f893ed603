import Adapters

/// The dialogs and the help over the screen: a box that wraps its lines and scrolls them where the window is too short,
/// which a key answers or closes.
extension ScreenView {
    /// What `overlay` says, and what answers it.
    func dialog(for overlay: ScreenModel.Overlay) -> ScreenDialog {
        let scroll = "\(style.upDown) scroll"
        switch overlay {
        case .help:
            return ScreenDialog(
                title: "Keys", lines: hints.all.map { .key($0.keys, what: $0.what) }, footer: [.text("Any key closes this.", .dim)],
                footerWhenScrolling: [.text("\(scroll)  any other key closes this", .dim)]
            )
        case .confirmQuit:
            return ScreenDialog(
                title: "Quit", lines: [.text("Leave Tasch?", .plain)], footer: [.text("y quits  any other key stays", .dim)],
                footerWhenScrolling: [.text("y quits  \(scroll)  any other key stays", .dim)]
            )
        case let .confirmCheckout(dialog):
            return ScreenDialog(
                title: "Check out", lines: checkoutLines(dialog.question), footer: checkoutAnswers(dialog, scroll: nil),
                footerWhenScrolling: checkoutAnswers(dialog, scroll: scroll), pinned: [.text(dialog.question.question, .plain)]
            )
        }
    }

    /// The checkout's lines before its question, which stays in sight under them: why it is asked again, why a code
    /// could not be used, and the amounts, a blank line between each part.
    private func checkoutLines(_ question: CheckoutQuestionViewModel) -> [ScreenDialog.Line] {
        let problems = [question.change, question.codeProblem].compactMap { $0 }.map { problem -> [ScreenDialog.Line] in
            [.text("\(style.failure) \(problem.message)", CellStyle.bold.coloured(.red))]
        }
        let amounts = question.amounts.map { ScreenDialog.Line.amount($0.label, $0.amount) }
        return Array((problems + [amounts]).filter { !$0.isEmpty }.joined(separator: [.blank]))
    }

    /// What answers the checkout: the open field while one is, and the keys (a field's among them), saying `scroll`
    /// when given.
    private func checkoutAnswers(_ dialog: CheckoutDialog, scroll: String?) -> [ScreenDialog.Line] {
        let scrolls = scroll.map { "  \($0)" } ?? ""
        if dialog.isApplying { return [.text("applying the \(dialog.field?.name ?? "code")…", .dim)] }
        if let code = dialog.code, let field = dialog.field {
            return [.text("\(field.prompt): \(code)\(style.cursor)", .plain), .text("\(style.enter) applies it  Esc back\(scrolls)", .dim)]
        }
        let fields = dialog.fields.map { "  \($0.key) \($0.name)" }.joined()
        return [.text("y places the order\(fields)\(scrolls)  any other key cancels", .dim)]
    }

    /// Where the dialog of `model`'s overlay stands, and which of its lines show.
    func dialogBox(_ model: ScreenModel) -> DialogBox? {
        model.overlay.map { DialogBox(dialog(for: $0), in: model.size, top: model.overlayTop) }
    }

    func drawDialog(_ box: DialogBox, on frame: inout Frame) {
        let rect = box.rect, corners = style.corners
        let line = String(repeating: style.line, count: max(0, rect.columns - 2))
        let bottom = rect.row + rect.rows - 1, right = rect.column + rect.columns - 1
        frame.put(String(corners.topLeft) + line + String(corners.topRight), row: rect.row, column: rect.column)
        frame.put(" \(box.title) ", row: rect.row, column: rect.column + 2, width: max(0, rect.columns - 4), style: .bold)
        for row in (rect.row + 1)..<bottom {
            frame.put(String(style.rule), row: row, column: rect.column)
            frame.fill(row: row, column: rect.column + 1, width: max(0, rect.columns - 2))
            frame.put(String(style.rule), row: row, column: right)
        }
        frame.put(String(corners.bottomLeft) + line + String(corners.bottomRight), row: bottom, column: rect.column)
        // Where lines are hidden, the border says so, as less's prompt does; above what a yes confirms, the row before it.
        let inside = ScreenRect(
            row: rect.row + 1, column: rect.column + 2, rows: max(0, rect.rows - 2 - box.footer.count), columns: max(0, rect.columns - 4)
        )
        if box.scroll.hasMoreAbove { putSign(style.moreAbove, row: rect.row, right: right, on: &frame) }
        if box.scroll.hasMoreBelow, !box.pinsWhatAYesConfirms { putSign(style.moreBelow, row: bottom, right: right, on: &frame) }
        frame.put(Array(box.lines[box.scroll.shown]), selected: nil, in: inside, style: style)
        let footer = ScreenRect(row: inside.row + inside.rows, column: inside.column, rows: box.footer.count, columns: inside.columns)
        frame.put(box.footer, selected: nil, in: footer, style: style)
        if box.scroll.hasMoreBelow, box.pinsWhatAYesConfirms { frame.put(style.moreBelow, row: footer.row, column: footer.column, style: .dim) }
    }

    private func putSign(_ sign: String, row: Int, right: Int, on frame: inout Frame) {
        let text = " \(sign) "
        frame.put(text, row: row, column: right - 1 - DisplayWidth.of(text), style: .bold)
    }
}
