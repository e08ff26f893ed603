/// The part of a line the editor shows when the line is wider than the room beside the prompt: as much as fits with the
/// cursor in view, and a marker where the line is cut, `<` before and `>` after, so that a customer sees there is more.
/// Each character within the room of the cursor is read once, and at most `reach` on either side however many take no
/// column, so a window over a long paste costs what a short line does.
struct LineWindow: Equatable {
    /// The marker shown where characters before the window are hidden.
    static let before: Character = "<"
    /// The marker shown where characters after the window are hidden.
    static let after: Character = ">"

    /// What to draw: the markers and the characters between them.
    let text: String
    /// The cursor's column, counted from the start of the room.
    let cursorColumn: Int

    /// The window over `line` with the cursor after `cursor` characters, in `room` columns (at least 3 for markers),
    /// reading at most `reach` characters on either side of the cursor.
    init<Line: RandomAccessCollection<Character>>(_ line: Line, cursor: Int, room: Int, reach: Int) where Line.Index == Int {
        let before = Run(line, stride(from: cursor - 1, through: line.startIndex, by: -1), room: room, reach: reach)
        let after = Run(line, stride(from: cursor, to: line.endIndex, by: 1), room: room, reach: reach)
        if room < 3 || (before.isWhole && after.isWhole && before.width + after.width <= room) {
            self.init(before: before, after: after, room: room, marked: false)
        } else if before.isWhole, before.width <= room - 1 {
            // A column is kept for the marker after; when the window cannot start at the line's start, one before too.
            self.init(before: before, after: after, room: room - 1, marked: true)
        } else {
            self.init(before: before, after: after, room: room - 2, marked: true)
        }
    }

    /// The characters of `before` nearest the cursor that fit in `room`, then those of `after` that fit beside them,
    /// with markers where characters are hidden when `marked`.
    private init(before: Run, after: Run, room: Int, marked: Bool) {
        let shownBefore = before.count(fitting: room)
        let widthBefore = before.widths.prefix(shownBefore).reduce(0, +)
        let shownAfter = after.count(fitting: room - widthBefore)
        let cutBefore = marked && shownBefore < before.length
        let cutAfter = marked && shownAfter < after.length
        text = (cutBefore ? String(Self.before) : "") + String(before.characters.prefix(shownBefore).reversed())
            + String(after.characters.prefix(shownAfter)) + (cutAfter ? String(Self.after) : "")
        cursorColumn = (cutBefore ? 1 : 0) + widthBefore
    }

    /// The characters read from the cursor one way, nearest first, while they fit in the room and are within reach.
    private struct Run {
        private(set) var characters: [Character] = []
        private(set) var widths: [Int] = []
        /// Whether the line goes on past the characters read.
        private(set) var goesOn = false

        init<Line: RandomAccessCollection<Character>>(
            _ line: Line, _ indices: some Sequence<Int>, room: Int, reach: Int
        ) where Line.Index == Int {
            var used = 0
            for index in indices {
                guard characters.count < reach else { goesOn = true; return }
                let character = line[index]
                let width = DisplayWidth.of(character)
                guard used + width <= room else { goesOn = true; return }
                characters.append(character)
                widths.append(width)
                used += width
            }
        }

        var width: Int { widths.reduce(0, +) }

        /// Whether this is all of the line on its side of the cursor.
        var isWhole: Bool { !goesOn }

        /// How many characters there are on this side, counting one more for any that were not read.
        var length: Int { characters.count + (goesOn ? 1 : 0) }

        /// How many characters from the nearest take at most `room` columns.
        func count(fitting room: Int) -> Int {
            var used = 0
            var count = 0
            while count < widths.count, used + widths[count] <= room {
                used += widths[count]
                count += 1
            }
            return count
        }
    }
}
