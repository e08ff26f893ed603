/// Writes frames to the terminal by difference, as ratatui's terminal does: it keeps the last frame and writes only
/// the cells that changed, moving the cursor to each run of them, so a key that moves the selection writes two rows,
/// not the screen. After `invalidate()` (a resize, a return from suspension) the next frame is drawn whole. Where a
/// row's end became blank it is cleared with `ESC[K`, as vim and less clear, rather than written with spaces to the
/// edge: a terminal then holds no more of a row than its text.
struct FrameRenderer {
    private var last: Frame?
    private let colours: ColourDepth?
    /// Runs of changes this close together are joined, since rewriting a few cells costs less than a cursor move.
    private static let joinableGap = 4

    /// A renderer that sends colours at `colours`, or none when it is nil.
    init(colours: ColourDepth?) {
        self.colours = colours
    }

    /// Forgets the last frame: the next one clears the screen and is drawn whole.
    mutating func invalidate() {
        last = nil
    }

    /// The bytes that turn the screen from the last frame into `frame`; empty when nothing changed.
    mutating func render(_ frame: Frame) -> String {
        var writer = Writer(colours: colours)
        if let last, last.columns == frame.columns, last.rows == frame.rows {
            for row in 0..<frame.rows {
                let end = Self.textEnd(of: row, in: frame)
                let changed = changedColumns(row: row, from: last, to: frame)
                writer.write(runs(of: changed.filter { $0 < end }, in: frame, row: row), of: frame, row: row)
                if let blank = changed.first(where: { $0 >= end }) { writer.clearToEnd(row: row, from: blank) }
            }
        } else {
            writer.clearScreen()
            for row in 0..<frame.rows {
                writer.write(runs(of: (0..<frame.columns).filter { frame[row, $0] != .blank }, in: frame, row: row), of: frame, row: row)
            }
        }
        last = frame
        return writer.finished()
    }

    /// The column after the last one of `row` that is not blank: from there on the row is blank.
    private static func textEnd(of row: Int, in frame: Frame) -> Int {
        (0..<frame.columns).last { frame[row, $0] != .blank }.map { $0 + 1 } ?? 0
    }

    private func changedColumns(row: Int, from old: Frame, to new: Frame) -> [Int] {
        (0..<new.columns).filter { new[row, $0] != old[row, $0] }
    }

    /// The changed columns of `row` as ranges to write: close ones joined, each starting on a whole character.
    private func runs(of columns: [Int], in frame: Frame, row: Int) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for column in columns {
            let start = frame[row, column].isContinuation ? column - 1 : column
            if let last = runs.last, start - last.upperBound <= Self.joinableGap {
                runs[runs.count - 1] = last.lowerBound...max(last.upperBound, column)
            } else {
                runs.append(start...column)
            }
        }
        return runs
    }
}

/// The escape sequences of one frame, with where the cursor and the pen (the style of what is written) are.
private struct Writer {
    let colours: ColourDepth?
    private var text = ""
    private var cursor: (row: Int, column: Int)?
    private var pen = CellStyle.plain

    init(colours: ColourDepth?) {
        self.colours = colours
    }

    mutating func clearScreen() {
        text += "\u{1B}[0m\u{1B}[2J"
        pen = .plain
        cursor = nil
    }

    mutating func write(_ runs: [ClosedRange<Int>], of frame: Frame, row: Int) {
        for run in runs {
            if cursor.map({ $0 != (row, run.lowerBound) }) ?? true {
                text += "\u{1B}[\(row + 1);\(run.lowerBound + 1)H"
            }
            var column = run.lowerBound
            for index in run where !frame[row, index].isContinuation {
                let cell = frame[row, index]
                if cell.style != pen { setPen(cell.style) }
                text.append(cell.character)
                column = index + (index + 1 < frame.columns && frame[row, index + 1].isContinuation ? 2 : 1)
            }
            // At the right edge the cursor waits to wrap, and terminals differ on where it is: say where next time.
            cursor = column < frame.columns ? (row, column) : nil
        }
    }

    /// Clears `row` from `column` to its end, with the pen plain so that the cleared cells are.
    mutating func clearToEnd(row: Int, from column: Int) {
        if cursor.map({ $0 != (row, column) }) ?? true {
            text += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if pen != .plain { setPen(.plain) }
        text += "\u{1B}[K"
        cursor = (row, column)
    }

    /// The frame's bytes, leaving the pen plain for whatever is written next.
    mutating func finished() -> String {
        if pen != .plain { text += "\u{1B}[0m" }
        return text
    }

    private mutating func setPen(_ style: CellStyle) {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isReversed { codes.append("7") }
        if let colour = style.foreground, let colours { codes.append(Self.code(for: colour, at: colours)) }
        text += "\u{1B}[\(codes.joined(separator: ";"))m"
        pen = style
    }

    private static func code(for colour: CellStyle.Colour, at depth: ColourDepth) -> String {
        switch colour {
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .cyan: "36"
        case let .rgb(red, green, blue): depth.foreground(red: red, green: green, blue: blue)
        }
    }
}
