/// The part of a line the editor shows when the line is wider than the room beside the prompt: as much as fits with the
/// cursor in view, and a marker where the line is cut, `<` before and `>` after, so that a customer sees there is more.
/// Only the characters within the room of the cursor are read, so a window over a long paste costs what a short line
/// does.
struct LineWindow: Equatable {
    /// The marker shown where characters before the window are hidden.
    static let before: Character = "<"
    /// The marker shown where characters after the window are hidden.
    static let after: Character = ">"

    /// The characters shown, from `start` (an index of the line) up to `end`.
    let start: Int
    let end: Int
    /// Whether characters before and after the window are hidden, and markers take a column each.
    let cutBefore: Bool
    let cutAfter: Bool
    /// The cursor's column, counted from the start of the room.
    let cursorColumn: Int

    /// The window over `line` with the cursor after `cursor` characters, in `room` columns (at least 3 for markers).
    init<Line: RandomAccessCollection<Character>>(_ line: Line, cursor: Int, room: Int) where Line.Index == Int {
        let width = { (index: Int) in DisplayWidth.of(line[index]) }
        let fitsWhole = Self.end(of: line, from: line.startIndex, room: room, width: width) == line.endIndex
        guard !fitsWhole, room >= 3 else {
            let start = Self.start(of: line, before: cursor, room: room, width: width)
            self.init(line, start: start, cursor: cursor, room: room, cutBefore: false, width: width)
            return
        }
        // A column is kept for the marker after; when the window cannot start at the line's start, one before too.
        let start = Self.start(of: line, before: cursor, room: room - 1, width: width)
        if start == line.startIndex {
            self.init(line, start: start, cursor: cursor, room: room - 1, cutBefore: false, width: width)
        } else {
            let start = Self.start(of: line, before: cursor, room: room - 2, width: width)
            self.init(line, start: start, cursor: cursor, room: room - 2, cutBefore: true, width: width)
        }
    }

    private init<Line: RandomAccessCollection<Character>>(
        _ line: Line, start: Int, cursor: Int, room: Int, cutBefore: Bool, width: (Int) -> Int
    ) where Line.Index == Int {
        self.start = start
        end = Self.end(of: line, from: start, room: room, width: width)
        self.cutBefore = cutBefore
        cutAfter = end < line.endIndex
        cursorColumn = (cutBefore ? 1 : 0) + (start..<cursor).reduce(0) { $0 + width($1) }
    }

    /// What to draw: the markers and the characters between them.
    func text<Line: RandomAccessCollection<Character>>(of line: Line) -> String where Line.Index == Int {
        (cutBefore ? String(Self.before) : "") + String(line[start..<end]) + (cutAfter ? String(Self.after) : "")
    }

    /// The first index from which the characters up to `cursor` take at most `room` columns.
    private static func start<Line: RandomAccessCollection<Character>>(
        of line: Line, before cursor: Int, room: Int, width: (Int) -> Int
    ) -> Int where Line.Index == Int {
        var start = cursor
        var used = 0
        while start > line.startIndex, used + width(start - 1) <= room {
            used += width(start - 1)
            start -= 1
        }
        return start
    }

    /// The index after the last character from `start` that fits in `room` columns.
    private static func end<Line: RandomAccessCollection<Character>>(
        of line: Line, from start: Int, room: Int, width: (Int) -> Int
    ) -> Int where Line.Index == Int {
        var end = start
        var used = 0
        while end < line.endIndex, used + width(end) <= room {
            used += width(end)
            end += 1
        }
        return end
    }
}
