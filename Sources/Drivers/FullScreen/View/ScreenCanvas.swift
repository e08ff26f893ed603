/// A rectangle of the screen.
struct ScreenRect: Equatable, Sendable {
    var row: Int
    var column: Int
    var rows: Int
    var columns: Int
}

/// A run of text in one style.
struct Span: Equatable, Sendable {
    var text: String
    var style: CellStyle

    init(_ text: String, _ style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// `text` padded with spaces to `width` columns (on the left when `right`), cut with "…" when wider.
    static func cell(_ text: String, width: Int, right: Bool = false, style: CellStyle = .plain) -> Span {
        let fitted = DisplayWidth.truncated(text, toColumns: width)
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
        return Span(right ? padding + fitted : fitted + padding, style)
    }
}

/// One line of a pane: its spans, and, for a line that can be selected, its row in the list.
struct PaneLine: Equatable, Sendable {
    var spans: [Span]
    var selectableRow: Int?

    init(_ spans: [Span], row: Int? = nil) {
        self.spans = spans
        selectableRow = row
    }

    init(_ text: String, _ style: CellStyle = .plain) {
        self.init([Span(text, style)])
    }

    static let blank = PaneLine([])
}

extension Frame {
    /// Draws `spans` one after another from `column` on `row`, within `width` columns.
    mutating func put(_ spans: [Span], row: Int, column: Int, width: Int) {
        var at = column
        for span in spans where at < column + width {
            at += put(span.text, row: row, column: at, width: column + width - at, style: span.style)
        }
    }

    /// Draws `lines` in `rect`, scrolled so that the selected row shows, the selected line marked and in reverse video.
    mutating func put(_ lines: [PaneLine], selected: Int?, in rect: ScreenRect, style: ScreenStyle) {
        let selectedIndex = lines.firstIndex { $0.selectableRow != nil && $0.selectableRow == selected }
        let top = selectedIndex.map { $0 >= rect.rows ? $0 - rect.rows + 1 : 0 } ?? 0
        for (offset, line) in lines.dropFirst(top).prefix(rect.rows).enumerated() {
            let row = rect.row + offset
            let isSelected = selectedIndex == top + offset
            let marker = line.selectableRow == nil ? "" : (isSelected ? style.marker + " " : "  ")
            var spans = (marker.isEmpty ? [] : [Span(marker)]) + line.spans
            if isSelected {
                spans = spans.map { Span($0.text, CellStyle(isBold: $0.style.isBold, isReversed: true)) }
                fill(row: row, column: rect.column, width: rect.columns, style: .reversed)
            }
            put(spans, row: row, column: rect.column, width: rect.columns)
        }
    }
}
