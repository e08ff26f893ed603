import Adapters

/// Draws the line being edited on one row of the terminal: the prompt, then as much of the line as fits with the
/// cursor in view (`LineWindow`), marked `<` or `>` where it is cut. A line longer than the window scrolls sideways
/// instead of wrapping, so a redraw (return to the row's start, write, clear the rest) always covers all of it; the last
/// column stays free so the terminal never wraps by itself. Once entered, the whole line is written (`entered`), for the
/// scrollback to keep.
enum LineRenderer {
    /// The line needs at least this many columns beside the prompt; a longer prompt is shortened from the left.
    static let minimumRoom = 10

    static func draw(_ view: LineView, columns: Int) -> String {
        draw(prompt: view.prompt, line: view.buffer.characters.lazy.map(shown), cursor: view.buffer.cursor, columns: columns)
    }

    /// The sign a pasted line break is shown as: the block is one line until it is entered.
    static let lineBreakSign: Character = "⏎"

    private static func shown(_ character: Character) -> Character {
        DisplayWidth.asciiByte(of: character) == 0x0A ? lineBreakSign : character
    }

    /// Draws `prompt` and `line` with the cursor after `cursor` characters, reading only the characters that fit in the
    /// window around the cursor, and a bounded number of them on either side however many take no column: a redraw
    /// after each key of a long paste then costs the same at its end as at its start.
    static func draw<Line: RandomAccessCollection<Character>>(prompt: String, line: Line, cursor: Int, columns: Int) -> String
    where Line.Index == Int {
        let columns = max(columns, 2)
        // The prompt may quote anything (a product's name in a question): shown as text, never acted on.
        let prompt = fitted(TerminalSafeText.clean(prompt), toColumns: promptColumns(in: columns))
        let room = max(0, columns - 1 - DisplayWidth.of(prompt))
        // However many characters take no column, at most this many are read on either side of the cursor.
        let window = LineWindow(line, cursor: cursor, room: room, reach: 4 * columns)
        let column = DisplayWidth.of(prompt) + window.cursorColumn
        return "\r" + prompt + window.text + "\u{1B}[0K" + "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    }

    /// The columns a prompt may take in a window `columns` wide: all but the line's room (`minimumRoom`, or half a
    /// narrow window) and the last column, which stays free.
    static func promptColumns(in columns: Int) -> Int {
        let columns = max(columns, 2)
        return max(0, columns - 1 - min(minimumRoom, columns / 2))
    }

    /// The prompt and the whole of an entered line, left for the terminal to wrap, and a line break: the scrollback
    /// keeps every character typed, however wide the window.
    static func entered(_ view: LineView) -> String {
        "\r" + TerminalSafeText.clean(view.prompt) + view.buffer.text + "\u{1B}[0K\n"
    }

    /// The candidates a second Tab lists, one line each ending in a line break: with details one a line
    /// (`  12  Linen Cushion`), plain words in columns across the window.
    static func listing(_ completions: Completions, columns: Int) -> String {
        // Words and details may come from the catalogue: shown as text, never acted on.
        let candidates = completions.candidates.map { Completion(TerminalSafeText.clean($0.word), detail: $0.detail.map(TerminalSafeText.clean)) }
        // The last column stays free, as beside the prompt, in a window of a column or more.
        let room = max(1, columns - 1)
        let wordWidth = candidates.map { DisplayWidth.of($0.word) }.max() ?? 0
        var lines: [String]
        if candidates.contains(where: { $0.detail != nil }) {
            lines = candidates.map { candidate in
                DisplayWidth.truncated("  \(padded(candidate.word, to: wordWidth))  \(candidate.detail ?? "")", toColumns: room)
            }
        } else {
            let perLine = max(1, (room + 2) / (wordWidth + 2))
            lines = stride(from: 0, to: candidates.count, by: perLine).map { start in
                let words = candidates[start..<min(start + perLine, candidates.count)].map(\.word)
                return (words.dropLast().map { padded($0, to: wordWidth) } + words.suffix(1)).joined(separator: "  ")
            }
        }
        let more = completions.total - candidates.count
        if more > 0 {
            lines.append(DisplayWidth.truncated("  … and \(Plural.grouped(more)) more", toColumns: room))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func padded(_ word: String, to width: Int) -> String {
        word + String(repeating: " ", count: max(0, width - DisplayWidth.of(word)))
    }

    /// `prompt`, or its end after "…" when it is wider than `allowed` columns; nothing where not even "…" fits.
    private static func fitted(_ prompt: String, toColumns allowed: Int) -> String {
        guard DisplayWidth.of(prompt, upTo: allowed) > allowed else { return prompt }
        guard allowed > 0 else { return "" }
        var kept = ""
        for character in prompt.reversed() {
            guard DisplayWidth.of(kept) + DisplayWidth.of(character) <= allowed - 1 else { break }
            kept.insert(character, at: kept.startIndex)
        }
        return "…" + kept
    }
}
