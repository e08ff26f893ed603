/// One whole screen as a grid of cells, drawn afresh for every change (immediate mode) and compared with the last one
/// by the renderer. A wide character takes two cells: its own, and a continuation after it that holds nothing.
struct Frame: Equatable, Sendable {
    /// One cell: a character (a grapheme cluster) and its style, or the second half of the wide character before it.
    struct Cell: Equatable, Sendable {
        var character: Character = " "
        var style = CellStyle.plain
        var isContinuation = false

        static let blank = Cell()
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    /// A blank frame of `columns` × `rows`.
    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    subscript(row: Int, column: Int) -> Cell {
        cells[row * columns + column]
    }

    /// Writes `text` from `column` on `row`, clipped to `width` columns (and to the frame); returns the columns used.
    /// Characters that take no column are left out; a wide character that does not fit is left out too.
    @discardableResult
    mutating func put(_ text: String, row: Int, column: Int, width: Int? = nil, style: CellStyle = .plain) -> Int {
        guard (0..<rows).contains(row), column >= 0 else { return 0 }
        let end = min(columns, column + (width ?? columns))
        var at = column
        for character in text {
            let size = DisplayWidth.of(character)
            guard size > 0 else { continue }
            guard at + size <= end else { break }
            place(character, size: size, style: style, row: row, column: at)
            at += size
        }
        return at - column
    }

    /// Fills `width` columns from `column` on `row` with `character` (a one-column one) in `style`.
    mutating func fill(row: Int, column: Int, width: Int, with character: Character = " ", style: CellStyle = .plain) {
        put(String(repeating: character, count: max(0, width)), row: row, column: column, width: width, style: style)
    }

    /// The text of each row, as a person reads it, trailing spaces left out.
    var lines: [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns where !self[row, column].isContinuation {
                line.append(self[row, column].character)
            }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    private mutating func place(_ character: Character, size: Int, style: CellStyle, row: Int, column: Int) {
        let index = row * columns + column
        // Half of a wide character cannot stay behind on its own: what is left of it becomes a space.
        if cells[index].isContinuation, column > 0 { cells[index - 1] = .blank }
        let last = index + size - 1
        if column + size < columns, cells[last + 1].isContinuation { cells[last + 1] = .blank }
        cells[index] = Cell(character: character, style: style)
        if size == 2 { cells[index + 1] = Cell(character: " ", style: style, isContinuation: true) }
    }
}
