/// A dialog over the screen (the `?` overlay, a question): its title, its lines, which wrap to the box and scroll where
/// the window is too short for them, as less scrolls, and the keys that answer it, which always show under them. A
/// field, when a dialog needs one, is one more kind of line.
struct ScreenDialog: Equatable, Sendable {
    /// One line of a dialog, before it is wrapped.
    enum Line: Equatable, Sendable {
        /// Words, wrapped between them.
        case text(String, CellStyle)
        /// A key in bold, and what it does wrapped beside it.
        case key(String, what: String)
        case blank
    }

    let title: String
    let lines: [Line]
    /// The keys that answer it.
    let keys: String
    /// The same, saying how to scroll, for when its lines do.
    let keysWhenScrolling: String

    /// A box no wider than this stands in the middle of a wide window.
    static let widest = 64

    /// `lines` wrapped to `width` columns.
    func wrapped(width: Int) -> [PaneLine] {
        let keyWidth = lines.compactMap { if case let .key(key, _) = $0 { DisplayWidth.of(key) + 2 } else { nil } }.max() ?? 0
        return lines.flatMap { line -> [PaneLine] in
            switch line {
            case let .text(text, style): return WordWrap.lines(text, columns: max(1, width)).map { PaneLine($0, style) }
            case .blank: return [.blank]
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
/// window less the header and the status line, scrolled from `top`, with the keys that answer it always under them.
struct DialogBox: Equatable {
    /// The box, its border included.
    let rect: ScreenRect
    let title: String
    /// Every line, wrapped, and those on show.
    let lines: [PaneLine]
    let scroll: ScrollWindow
    /// The keys that answer it, wrapped, after a blank line.
    let footer: [PaneLine]

    init(_ dialog: ScreenDialog, in size: ScreenSize, top: Int) {
        title = dialog.title
        let width = size.columns - ScreenDialog.widest < 8 ? size.columns : ScreenDialog.widest
        let inner = max(1, width - 4), tallest = max(3, size.rows - 2)
        lines = dialog.wrapped(width: inner)
        var footer = [PaneLine.blank] + WordWrap.lines(dialog.keys, columns: inner).map { PaneLine($0, .dim) }
        if lines.count + footer.count + 2 > tallest {
            footer = [PaneLine.blank] + WordWrap.lines(dialog.keysWhenScrolling, columns: inner).map { PaneLine($0, .dim) }
        }
        self.footer = footer
        let rows = max(1, min(lines.count, tallest - 2 - footer.count))
        scroll = ScrollWindow(lineCount: lines.count, rows: rows, top: top, signsTakeRows: false)
        let height = rows + footer.count + 2
        rect = ScreenRect(row: max(0, (size.rows - height) / 2), column: max(0, (size.columns - width) / 2), rows: height, columns: width)
    }
}
