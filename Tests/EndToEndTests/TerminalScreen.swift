/// The rows a terminal shows for what a program wrote, worked out as a terminal would for the few things a
/// line-oriented program sends: line breaks, carriage returns, moving right, clearing to the end of the row or the
/// whole row, and colour (shown as nothing). A row is as wide as the text put in it, so a row wider than the window
/// is one the terminal would have had to wrap.
enum TerminalScreen {
    static func rows(of output: String) -> [String] {
        var rows: [[Character]] = [[]]
        var column = 0
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\n", "\r\n":
                rows.append([])
                column = 0
            case "\r": column = 0
            case "\u{7}": break
            case "\u{1B}":
                var sequence = ""
                while let next = characters.popFirst() {
                    sequence.append(next)
                    if sequence.count > 1 || next != "[", next.isLetter || next == "~" { break }
                }
                apply(sequence, to: &rows[rows.count - 1], column: &column)
            default:
                var row = rows[rows.count - 1]
                while row.count < column { row.append(" ") }
                if column < row.count { row[column] = character } else { row.append(character) }
                rows[rows.count - 1] = row
                column += 1
            }
        }
        return rows.map { String($0) }
    }

    private static func apply(_ sequence: String, to row: inout [Character], column: inout Int) {
        let parameter = Int(sequence.dropFirst().dropLast()) ?? 0
        switch sequence.last {
        case "C": column += max(parameter, 1)
        case "K" where parameter == 2: row = []
        case "K": row = Array(row.prefix(column))
        case "J": row = []
        default: break
        }
    }
}
