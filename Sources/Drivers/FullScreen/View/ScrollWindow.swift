/// Which lines of a text taller than its place show, scrolled as less scrolls: from `top`, kept within the text, with
/// a sign where more is above or below. Signs stand in rows of their own (the product's page), or outside the rows, in
/// a border (a dialog).
struct ScrollWindow: Equatable, Sendable {
    /// The lines on show.
    let shown: Range<Int>
    /// Whether lines are hidden above, or below, the ones on show.
    let hasMoreAbove: Bool
    let hasMoreBelow: Bool
    /// The first line on show, and the furthest it can go.
    let top: Int
    let maxTop: Int
    /// The rows each sign takes: 1 when signs stand in rows of their own, else 0.
    private let signRows: Int
    /// How far a page scrolls, the same up as down: the rows of the place, less one line kept in sight (and less a
    /// sign's row, where signs take rows).
    let page: Int

    /// `lineCount` lines in `rows` rows, from line `top` (kept within the text).
    init(lineCount: Int, rows: Int, top: Int, signsTakeRows: Bool) {
        let rows = max(1, rows), signRows = signsTakeRows ? 1 : 0
        self.signRows = signRows
        page = max(1, rows - 1 - signRows)
        // Scrolled to the end, the sign above takes a row and none below does.
        maxTop = lineCount <= rows ? 0 : lineCount - rows + signRows
        self.top = min(max(0, top), maxTop)
        hasMoreAbove = self.top > 0
        let room = max(1, rows - (hasMoreAbove ? signRows : 0))
        hasMoreBelow = self.top + room < lineCount
        shown = self.top..<min(lineCount, self.top + (hasMoreBelow ? max(1, room - signRows) : room))
    }

    /// The row, from the first of the place, of each line on show, after the sign above when there is one.
    var firstRow: Int { hasMoreAbove ? signRows : 0 }
}

/// The list on show, scrolled: its lines, those in sight, the selected row, and how far the customer may scroll beyond
/// where the selected row keeps it (to the list's last line).
struct ListScroll {
    let lines: [PaneLine]
    let window: ScrollWindow
    let selected: Int?
    let furthestBeyond: Int
}
