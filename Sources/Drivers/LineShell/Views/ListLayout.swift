/// How the line shell lays out its lists (the catalogue, the wish list, the cart): first the numbers, in columns of one
/// width (id, price, how many, stars), then the name, then what to know about it in brackets. Names come after the
/// numbers so that every column before them keeps its place whatever the names' lengths.
///
/// In a window too narrow for a row, the notes give way first: they take a line of their own under the name (cut with
/// "…" only where even that is too narrow); a name is cut only where it is wider than the window by itself, and keeps
/// at least `shortestName` characters (all of a shorter one): when the number columns leave names less room than that,
/// every name takes a line of its own under them, under the price.
struct ListLayout {
    /// The fewest characters a name is cut to.
    static let shortestName = 12

    /// The number columns' widths; a negative width pads on the left, for numbers.
    let widths: [Int]
    /// The window's width, or nil when output is not a terminal and nothing is fitted.
    let window: Int?
    /// Whether every name takes a line of its own, because the window leaves names too little room beside the numbers.
    let stacks: Bool

    /// A layout of number columns `widths` wide and `names`, fitted to `window` (nothing is fitted without one).
    init(widths: [Int], names: [String], window: Int?) {
        self.widths = widths
        self.window = window
        let nameColumn = widths.reduce(2) { $0 + abs($1) + 2 }
        stacks = window.map { $0 < nameColumn + (names.map(Self.shortestWidth).max() ?? 0) } ?? false
    }

    /// Where the names start: after the number columns, two spaces apart and two in; under the price when they stack.
    var nameColumn: Int {
        stacks ? 2 + abs(widths.first ?? 0) + 2 : widths.reduce(2) { $0 + abs($1) + 2 }
    }

    /// The fewest columns `name` is given: all of it, or its first `shortestName` characters and "…".
    private static func shortestWidth(of name: String) -> Int {
        DisplayWidth.of(name, upTo: shortestName)
    }

    /// The lines of one row: its number `cells`, its `name`, and its `notes` (each dressed by `dress` once fitted).
    func lines(_ cells: [String], name: String, notes: [String], dress: (String) -> String = { $0 }) -> [String] {
        let numbers = "  " + zip(cells, widths).map { cell, width in padded(cell, to: width) + "  " }.joined()
        let indent = String(repeating: " ", count: nameColumn)
        // A window narrower than the number columns leaves the names no room, not less than none.
        let named = named(name, notes, room: window.map { max(0, $0 - nameColumn) }, dress: dress).map { indent + $0 }
        guard stacks else { return [numbers + named[0].dropFirst(nameColumn)] + named.dropFirst() }
        return [String(numbers.reversed().drop { $0 == " " }.reversed())] + named
    }

    /// `name` and `[notes]` in `room` columns: the notes beside the whole name when they fit, else on a line of their
    /// own, cut there only when wider than the room; a name cut only where it is wider than the room by itself.
    private func named(_ name: String, _ notes: [String], room: Int?, dress: (String) -> String) -> [String] {
        let marks = notes.isEmpty ? "" : "[\(notes.joined(separator: ", "))]"
        guard let room else { return [name + (marks.isEmpty ? "" : "  " + dress(marks))] }
        guard !marks.isEmpty else { return [DisplayWidth.truncated(name, toColumns: max(room, Self.shortestWidth(of: name)))] }
        guard DisplayWidth.of(name, upTo: room) + 2 + DisplayWidth.of(marks) > room else { return [name + "  " + dress(marks)] }
        return [DisplayWidth.truncated(name, toColumns: max(room, Self.shortestWidth(of: name))), dress(Self.cut(marks, toColumns: room))]
    }

    /// `[notes]` cut to `columns` with "…" inside the brackets.
    private static func cut(_ marks: String, toColumns columns: Int) -> String {
        DisplayWidth.of(marks) <= columns ? marks : DisplayWidth.truncated(String(marks.dropLast()), toColumns: max(0, columns - 1)) + "]"
    }

    private func padded(_ cell: String, to width: Int) -> String {
        let padding = String(repeating: " ", count: max(0, abs(width) - DisplayWidth.of(cell)))
        return width < 0 ? padding + cell : cell + padding
    }
}
