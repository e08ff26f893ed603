/// A dialog over the screen (the `?` overlay, a question): its title, its lines, which wrap to the box and scroll where
/// the window is too short for them, as less scrolls, and under them what answers it (a field being typed into, the
/// keys), which always shows.
struct ScreenDialog: Equatable, Sendable {
    /// One line of a dialog, before it is wrapped.
    enum Line: Equatable, Sendable {
        /// Words, wrapped between them.
        case text(String, CellStyle)
        /// A key in bold, and what it does wrapped beside it.
        case key(String, what: String)
        /// A label and an amount at the right, which is never cut: the label gives way.
        case amount(String, String)
        case blank
    }

    let title: String
    let lines: [Line]
    /// What answers it: a field, when one is open, and the keys.
    let footer: [Line]
    /// The same, saying how to scroll, for when its lines do.
    let footerWhenScrolling: [Line]
    /// What a yes confirms (the checkout's question, with its amount), kept in sight under the lines that scroll, so
    /// that the key that answers it is never offered without it; none for most dialogs.
    var pinned: [Line] = []

    /// A box no wider than this stands in the middle of a wide window.
    static let widest = 64

    /// `lines` wrapped to `width` columns.
    static func wrapped(_ lines: [Line], width: Int) -> [PaneLine] {
        let keyWidth = lines.compactMap { if case let .key(key, _) = $0 { DisplayWidth.of(key) + 2 } else { nil } }.max() ?? 0
        let amountWidth = lines.compactMap { if case let .amount(_, amount) = $0 { DisplayWidth.of(amount) } else { nil } }.max() ?? 0
        return lines.flatMap { line -> [PaneLine] in
            switch line {
            case let .text(text, style): return WordWrap.lines(text, columns: max(1, width)).map { PaneLine($0, style) }
            case .blank: return [.blank]
            case let .amount(label, amount):
                return [PaneLine([Span.cell(label, width: max(1, width - amountWidth - 2)), Span("  "), Span.cell(amount, width: amountWidth, right: true)])]
            case let .key(key, what):
                let whats = WordWrap.lines(what, columns: max(1, width - keyWidth))
                return whats.enumerated().map { index, what in
                    PaneLine([Span.cell(index == 0 ? key : "", width: keyWidth, style: .bold), Span(what)])
                }
            }
        }
    }
}

/// Where a dialog stands in a window, and which of its lines show: as wide as the window when it is narrow (nothing of
/// the screen behind shows beside it), else `ScreenDialog.widest` in the middle; as tall as its lines, up to the
/// window less the header and the status line, scrolled from `top`, with what answers it always under them, and what
/// a yes confirms above that, in sight whenever the window has room for it and a line more.
struct DialogBox: Equatable {
    let title: String
    /// The box, its border included.
    let rect: ScreenRect
    /// Every line that scrolls, wrapped, and those on show.
    let lines: [PaneLine]
    let scroll: ScrollWindow
    /// What stands under the lines that scroll: what a yes confirms, when it is pinned, and what answers the dialog,
    /// wrapped, after a blank line.
    let footer: [PaneLine]
    /// Whether the lines that scroll have what a yes confirms under them, in the footer's first rows: the sign that more
    /// is below then stands in the row above them, not in the border.
    let pinsWhatAYesConfirms: Bool

    init(_ dialog: ScreenDialog, in size: ScreenSize, top: Int) {
        title = dialog.title
        let width = size.columns - ScreenDialog.widest < 8 ? size.columns : ScreenDialog.widest
        let inner = max(1, width - 4), tallest = max(3, size.rows - 2)
        var lines = ScreenDialog.wrapped(dialog.lines, width: inner)
        let pinned = ScreenDialog.wrapped(dialog.pinned, width: inner), keys = ScreenDialog.wrapped(dialog.footer, width: inner)
        let above = pinned.isEmpty || lines.isEmpty ? pinned : [.blank] + pinned
        var footer = above + [.blank] + keys
        var pins = false
        if lines.count + footer.count + 2 > tallest {
            let scrolling = ScreenDialog.wrapped(dialog.footerWhenScrolling, width: inner)
            // Pinned, the blank line before the keys gives way to a line that scrolls.
            if !pinned.isEmpty, 1 + pinned.count + scrolling.count + 2 < tallest {
                (footer, pins) = ([.blank] + pinned + scrolling, true)
            } else {
                (lines, footer) = (lines + above, [.blank] + scrolling)
            }
        }
        (self.lines, self.footer, pinsWhatAYesConfirms) = (lines, footer, pins)
        let rows = lines.isEmpty ? 0 : max(1, min(lines.count, tallest - 2 - footer.count))
        scroll = ScrollWindow(lineCount: lines.count, rows: rows, top: top, signsTakeRows: false)
        let height = rows + footer.count + 2
        rect = ScreenRect(row: max(0, (size.rows - height) / 2), column: max(0, (size.columns - width) / 2), rows: height, columns: width)
    }
}
