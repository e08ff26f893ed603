/// A small terminal for tests: it applies what a program writes to a grid of cells, so a test reads the screen as a
/// person sees it. It is strict: it knows only what the full screen's renderer is allowed to send (cursor position,
/// erasing the line or the display, colours and attributes, the alternate screen, hiding the cursor, turning off
/// wrapping, line breaks), and any other sequence or control character is an error, so the renderer cannot drift
/// into writing what no test checks. Character widths are its own (`VirtualTerminal.width`), not the app's.
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

    public let columns: Int
    public let rows: Int
    public internal(set) var isAlternateScreen = false
    public internal(set) var isCursorVisible = true
    public internal(set) var wrapsLines = true
    /// How many times the display was erased whole.
    public internal(set) var displayErasures = 0
    var main: [[Cell]]
    var alternate: [[Cell]]
    var cursor = (row: 0, column: 0)
    var pendingWrap = false
    var pen = Attributes()
    var pending: [UInt8] = []

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        main = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        alternate = main
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
