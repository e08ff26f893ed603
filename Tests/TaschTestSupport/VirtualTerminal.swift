/// A small terminal for tests: it applies what a program writes to a grid of cells, so a test reads the screen as a
/// person sees it. It is strict: it knows only what the full screen's renderer is allowed to send (cursor position,
/// erasing the line or the display, colours and attributes, the alternate screen, hiding the cursor, turning off
/// wrapping, line breaks), and any other sequence or control character is an error, so the renderer cannot drift
/// into writing what no test checks. Character widths are its own (`VirtualTerminal.width`), not the app's.
///
/// It also keeps what tmux (3.3a) needs to lose lines on a resize: how far along each row cells were written (blank or
/// not, since the row was last cleared whole). Leaving the alternate screen in a window wider than the one it was
/// entered at, tmux reflows the alternate screen to the old width before it puts the main screen back, and every row
/// written past that width spills into the main screen's history, where the next reflow brings it back above the
/// prompt; `leftBehind` is what would show.
public struct VirtualTerminal {
    /// What a cell shows and how.
    public struct Cell: Equatable, Sendable {
        public var character: Character = " "
        public var attributes = Attributes()
        /// The second column of the wide character before it.
        public var isContinuation = false
    }

    /// The attributes of a cell, as SGR set them.
    public struct Attributes: Equatable, Sendable {
        public var isBold = false
        public var isDim = false
        public var isReversed = false
        /// The SGR parameters of the foreground colour, as sent (`31`, `38;5;66`, `38;2;47;79;79`); nil for the default.
        public var foreground: String?

        public init(isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false, foreground: String? = nil) {
            (self.isBold, self.isDim, self.isReversed, self.foreground) = (isBold, isDim, isReversed, foreground)
        }
    }

    /// A sequence or control the terminal does not know.
    public struct UnknownSequence: Error, Equatable, CustomStringConvertible {
        public let sequence: String
        public var description: String { "unknown sequence \(sequence.debugDescription)" }
    }

    public internal(set) var columns: Int
    public internal(set) var rows: Int
    public internal(set) var isAlternateScreen = false
    public internal(set) var isCursorVisible = true
    public internal(set) var wrapsLines = true
    /// Whether the program asked for pastes bracketed (`ESC[?2004h`) and has not stopped asking.
    public internal(set) var bracketsPastes = false
    /// How many times the display was erased whole.
    public internal(set) var displayErasures = 0
    /// The rows of the alternate screen a reflowing terminal (tmux 3.3a) would leave above the prompt when it was left:
    /// those written past the width of the window it was entered in.
    public internal(set) var leftBehind: [String] = []
    var main: [[Cell]]
    var alternate: [[Cell]]
    /// How far along each row of the alternate screen cells were written since it was last cleared whole.
    var written: [Int]
    /// The window's width when the alternate screen was entered.
    var enteredColumns: Int?
    var cursor = (row: 0, column: 0)
    var pendingWrap = false
    var pen = Attributes()
    var pending: [UInt8] = []

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        main = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        alternate = main
        written = Array(repeating: 0, count: rows)
    }

    /// Changes the window's size, as an emulator does: the main screen keeps what it shows (cut or padded, not
    /// reflowed), and the alternate screen starts blank at the new size, for the program to draw again.
    public mutating func resize(columns: Int, rows: Int) {
        main = (0..<rows).map { row in
            let kept = row < main.count ? Array(main[row].prefix(columns)) : []
            return kept + Array(repeating: Cell(), count: columns - kept.count)
        }
        (self.columns, self.rows) = (columns, rows)
        alternate = blankScreen
        written = Array(repeating: 0, count: rows)
        cursor = (min(cursor.row, rows - 1), min(cursor.column, columns - 1))
        pendingWrap = false
    }

    /// The rows on show as text, trailing spaces left out.
    public var lines: [String] {
        screen.map { row in String(String(row.filter { !$0.isContinuation }.map(\.character)).reversed().drop { $0 == " " }.reversed()) }
    }

    /// The cell on show at `row`, `column`.
    public func cell(row: Int, column: Int) -> Cell {
        screen[row][column]
    }

    /// Applies `text` as written by the program.
    public mutating func apply(_ text: String) throws {
        try apply(bytes: Array(text.utf8))
    }

    /// Applies `bytes` as written by the program; an escape sequence or a character cut short waits for the rest.
    public mutating func apply(bytes: [UInt8]) throws {
        pending += bytes
        var start = 0
        while start < pending.count, let length = try step(at: start) {
            start += length
        }
        pending.removeFirst(start)
    }

    var screen: [[Cell]] {
        get { isAlternateScreen ? alternate : main }
        set { if isAlternateScreen { alternate = newValue } else { main = newValue } }
    }
}
