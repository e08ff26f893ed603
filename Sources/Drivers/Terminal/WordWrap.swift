/// Fits prose to a width by breaking lines between words, as a person would; only a word longer than a whole line is
/// broken inside. A quoted phrase or a group in brackets no wider than half the window stays on one line, so that
/// a command to type (`"find TEXT"`, `[--page-size N]`) is never cut in two. Widths are terminal columns
/// (`DisplayWidth`), so escape sequences and wide characters count right.
enum WordWrap {
    /// `text` in lines of at most `columns`; lines after the first start with `indent` spaces, so that they line up
    /// under a value beside its label, as long as the widest word still fits after them (else at most half the width).
    /// A line break in `text` starts a new line; a text that fits is returned as it is. A no-break space (U+00A0) is
    /// not a place to break: a colour's swatch and its code wrap together.
    static func lines(_ text: String, columns: Int, indent: Int = 0) -> [String] {
        guard text.contains("\n") else { return wrap(text, columns: max(1, columns), indent: indent) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrap(String($0), columns: max(1, columns), indent: indent)
        }
    }

    /// `text` in at most `maximumLines` lines of at most `columns`, as `lines` wraps it, the last ending with "…" where
    /// the text goes on. The text is cut to what the lines can hold before it is wrapped, so a text of any length costs
    /// what the lines show.
    static func lines(_ text: String, columns: Int, indent: Int = 0, maximumLines: Int) -> [String] {
        let columns = max(1, columns), maximumLines = max(1, maximumLines)
        // A character takes at least a column (a mark that takes none joins the one before it), so the lines can hold
        // no more characters than they have columns.
        let room = maximumLines * columns
        let end = text.index(text.startIndex, offsetBy: room, limitedBy: text.endIndex)
        var wrapped = lines(end.map { String(text[..<$0]) } ?? text, columns: columns, indent: indent)
        guard end.map({ $0 < text.endIndex }) ?? false || wrapped.count > maximumLines else { return wrapped }
        wrapped.removeLast(wrapped.count - min(wrapped.count, maximumLines))
        wrapped[wrapped.count - 1] = DisplayWidth.truncated(wrapped[wrapped.count - 1] + "…", toColumns: columns)
        return wrapped
    }

    /// `text` wrapped to `columns` as `lines` wraps it, each line ending in a line break; without a window (nil), as it
    /// is with one line break, so that output that is not a terminal's stays exactly as written.
    static func fitted(_ text: String, columns: Int?, indent: Int = 0) -> String {
        guard let columns else { return text + "\n" }
        return lines(text, columns: columns, indent: indent).map { $0 + "\n" }.joined()
    }

    // Each character is measured once, as it joins its line: the width of a line so far is kept, never measured
    // again, so that wrapping costs what the text holds, however long a word in it.
    private static func wrap(_ text: String, columns: Int, indent: Int) -> [String] {
        guard DisplayWidth.of(text, upTo: columns) > columns else { return [text] }
        var line = Line(indent: "")
        let runs = runs(of: text, keepingTogether: columns / 2)
        let widestWord = runs.filter { $0.utf8.first != space }.map { DisplayWidth.of($0, upTo: columns + 1) }.max() ?? 0
        let leading = text.prefix { $0 == " " }.count
        let hanging = String(repeating: " ", count: hangingIndent(indent, leading: leading, columns: columns, widestWord: widestWord))
        var lines: [String] = []
        for run in runs {
            guard run.utf8.first != space else {
                line.space = line.hasWord ? run : ""
                // The first line's own indent is kept as far as it leaves a column for a word.
                if !line.hasWord, lines.isEmpty { line.add(String(run.prefix(max(0, columns - 1)))) }
                continue
            }
            if line.hasWord, line.width + line.space.count + DisplayWidth.of(run, upTo: columns) > columns {
                lines.append(line.text)
                line = Line(indent: hanging)
            }
            line.add(line.space)
            line.space = ""
            for piece in DisplayWidth.Pieces(run) {
                switch piece {
                case let .escape(sequence): line.text += sequence
                case let .character(character):
                    let width = DisplayWidth.of(character)
                    if line.hasWord, line.width + width > columns {
                        lines.append(line.text)
                        line = Line(indent: hanging)
                    }
                    line.text.append(character)
                    line.width += width
                    line.hasWord = true
                }
            }
        }
        lines.append(line.text)
        return lines
    }

    /// Where lines after the first start: at `indent` while the widest word fits after it, else under the first line's
    /// own `leading` spaces (a value under its label) while it fits there, else no further in than half the window,
    /// which leaves words room.
    private static func hangingIndent(_ indent: Int, leading: Int, columns: Int, widestWord: Int) -> Int {
        let indent = max(0, indent)
        if columns - indent >= widestWord { return indent }
        if leading < indent, columns - leading >= widestWord { return leading }
        return min(indent, columns / 2)
    }

    /// The line being filled: its text and the columns it takes, and the spaces to put before the next word if it fits.
    private struct Line {
        var text: String
        var width: Int
        var space = ""
        var hasWord = false

        init(indent: String) {
            text = indent
            width = indent.count
        }

        /// Adds `spaces`, which take a column each.
        mutating func add(_ spaces: String) {
            text += spaces
            width += spaces.count
        }
    }

    /// `text` as alternating runs of spaces and of everything else; a space inside a short quoted phrase or
    /// bracketed group belongs to the words around it.
    private static func runs(of text: String, keepingTogether limit: Int) -> [String] {
        let characters = Array(text)
        // Characters are told apart by their ASCII byte: comparing them as characters normalises each, which is slow.
        let codes = characters.map(DisplayWidth.asciiByte)
        let joined = spacesInGroups(codes, upTo: limit)
        var runs: [String] = []
        var start = 0
        for index in characters.indices.dropFirst() where isSpace(codes, at: index, joined) != isSpace(codes, at: start, joined) {
            runs.append(String(characters[start..<index]))
            start = index
        }
        if !characters.isEmpty { runs.append(String(characters[start...])) }
        return runs
    }

    private static func isSpace(_ codes: [UInt8?], at index: Int, _ joined: Set<Int>) -> Bool {
        codes[index] == space && !joined.contains(index)
    }

    private static let space = UInt8(ascii: " "), quote = UInt8(ascii: "\""), open = UInt8(ascii: "["), close = UInt8(ascii: "]")

    /// The places of the spaces inside `"…"` and `[…]` groups at most `limit` characters long (`codes` are the
    /// characters' ASCII bytes, nil for others).
    private static func spacesInGroups(_ codes: [UInt8?], upTo limit: Int) -> Set<Int> {
        var joined = Set<Int>()
        var openings: [(code: UInt8, index: Int)] = []
        for (index, code) in codes.enumerated() {
            let closes = (code == close && openings.last?.code == open) || (code == quote && openings.last?.code == quote)
            if closes, let opening = openings.popLast() {
                if index - opening.index < limit {
                    joined.formUnion((opening.index...index).filter { codes[$0] == space })
                }
            } else if let code, code == open || code == quote {
                openings.append((code, index))
            }
        }
        return joined
    }
}
