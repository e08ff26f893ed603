extension VirtualTerminal {
    /// Applies what starts at `start` of the pending bytes and returns its length; nil when it is not all there yet.
    mutating func step(at start: Int) throws -> Int? {
        let byte = pending[start]
        switch byte {
        case 0x1B: return try escape(at: start)
        case 0x0D:
            (cursor.column, pendingWrap) = (0, false)
            return 1
        case 0x0A:
            lineFeed()
            return 1
        case 0x00...0x1F, 0x7F: throw UnknownSequence(sequence: String(UnicodeScalar(byte)))
        default: return character(at: start)
        }
    }

    private mutating func escape(at start: Int) throws -> Int? {
        guard start + 1 < pending.count else { return nil }
        guard pending[start + 1] == UInt8(ascii: "[") else {
            throw UnknownSequence(sequence: String(decoding: pending[start...(start + 1)], as: UTF8.self))
        }
        var end = start + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
        try control(parameters: parameters, final: Character(UnicodeScalar(pending[end])))
        return end - start + 1
    }

    private mutating func control(parameters: String, final: Character) throws {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let sequence = "ESC[\(parameters)\(final)"
        switch (parameters, final) {
        case ("?1049", "h"):
            (isAlternateScreen, alternate, enteredColumns) = (true, blankScreen, columns)
            written = Array(repeating: 0, count: rows)
        case ("?1049", "l"): leaveAlternateScreen()
        case ("?25", "h"), ("?25", "l"): isCursorVisible = final == "h"
        case ("?7", "h"), ("?7", "l"): wrapsLines = final == "h"
        case ("?2004", "h"), ("?2004", "l"): bracketsPastes = final == "h"
        case (_, "H"):
            guard numbers.count <= 2, numbers.allSatisfy({ $0 != nil }) || parameters.isEmpty else { throw UnknownSequence(sequence: sequence) }
            let row = (parameters.isEmpty ? 1 : numbers[0] ?? 1), column = numbers.count > 1 ? numbers[1] ?? 1 : 1
            cursor = (min(rows, max(1, row)) - 1, min(columns, max(1, column)) - 1)
            pendingWrap = false
        case ("", "K"), ("0", "K"): eraseLine(from: cursor.column)
        case ("2", "K"): eraseLine(from: 0)
        case ("2", "J"):
            screen = blankScreen
            if isAlternateScreen { written = Array(repeating: 0, count: rows) }
            displayErasures += 1
        case (_, "m"): try selectGraphicRendition(numbers, sequence: sequence)
        default: throw UnknownSequence(sequence: sequence)
        }
    }

    private mutating func selectGraphicRendition(_ numbers: [Int?], sequence: String) throws {
        var codes = numbers.map { $0 ?? 0 }[...]
        while let code = codes.popFirst() {
            switch code {
            case 0: pen = Attributes()
            case 1: pen.isBold = true
            case 2: pen.isDim = true
            case 7: pen.isReversed = true
            case 22: (pen.isBold, pen.isDim) = (false, false)
            case 27: pen.isReversed = false
            case 30...37, 90...97: pen.foreground = String(code)
            case 39: pen.foreground = nil
            case 38 where codes.first == 5 && codes.count >= 2:
                pen.foreground = "38;5;\(codes.dropFirst().first!)"
                codes = codes.dropFirst(2)
            case 38 where codes.first == 2 && codes.count >= 4:
                pen.foreground = "38;2;" + codes.dropFirst().prefix(3).map(String.init).joined(separator: ";")
                codes = codes.dropFirst(4)
            default: throw UnknownSequence(sequence: sequence)
            }
        }
    }

    private mutating func character(at start: Int) -> Int? {
        let first = pending[start]
        let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        guard start + length <= pending.count else { return nil }
        let scalars = String(decoding: pending[start..<(start + length)], as: UTF8.self).unicodeScalars
        guard let scalar = scalars.first else { return length }
        put(scalar)
        return length
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let size = Self.width(of: scalar)
        if size == 0 {
            appendToPrevious(scalar)
            return
        }
        if pendingWrap, wrapsLines {
            (cursor.column, pendingWrap) = (0, false)
            lineFeed()
        }
        var screen = screen
        let column = min(cursor.column, columns - size)
        screen[cursor.row][column] = Cell(character: Character(scalar), attributes: pen)
        if size == 2 { screen[cursor.row][column + 1] = Cell(character: " ", attributes: pen, isContinuation: true) }
        self.screen = screen
        if isAlternateScreen { written[cursor.row] = max(written[cursor.row], column + size) }
        if column + size >= columns {
            (cursor.column, pendingWrap) = (columns - 1, true)
        } else {
            cursor.column = column + size
        }
    }

    private mutating func appendToPrevious(_ scalar: Unicode.Scalar) {
        guard cursor.column > 0 || pendingWrap else { return }
        let column = pendingWrap ? cursor.column : cursor.column - 1
        var screen = screen
        var text = String(screen[cursor.row][column].character)
        text.unicodeScalars.append(scalar)
        screen[cursor.row][column].character = Character(text)
        self.screen = screen
    }

    private mutating func lineFeed() {
        pendingWrap = false
        guard cursor.row == rows - 1 else {
            cursor.row += 1
            return
        }
        var screen = screen
        screen.removeFirst()
        screen.append(Array(repeating: Cell(), count: columns))
        self.screen = screen
        if isAlternateScreen { written = written.dropFirst() + [0] }
    }

    /// Puts the main screen back; a window widened meanwhile leaves behind the rows written past its old width, as
    /// tmux 3.3a reflows them (see `leftBehind`).
    private mutating func leaveAlternateScreen() {
        if isAlternateScreen, let enteredColumns, columns > enteredColumns {
            leftBehind = written.indices.filter { written[$0] > enteredColumns }.map { lines[$0] }
        }
        isAlternateScreen = false
    }

    /// Erases the row from `column` on; tmux forgets how far the row was written only when the whole row is erased.
    private mutating func eraseLine(from column: Int) {
        var screen = screen
        for index in column..<columns { screen[cursor.row][index] = Cell(attributes: Attributes()) }
        self.screen = screen
        if isAlternateScreen, column == 0 { written[cursor.row] = 0 }
    }

    var blankScreen: [[Cell]] {
        Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
    }

    /// Columns a character takes here: two for East Asian wide characters and emoji, none for combining marks and
    /// other characters that join the one before, else one. Deliberately simpler than the app's own rule.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if [0x200D, 0xFE0F].contains(value) || (0x0300...0x036F).contains(value) { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}
