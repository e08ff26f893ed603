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

    /// `text` wrapped to `columns` as `lines` wraps it, each line ending in a line break; without a window (nil), as it
    /// is with one line break, so that output that is not a terminal's stays exactly as written.
    static func fitted(_ text: String, columns: Int?, indent: Int = 0) -> String {
        guard let columns else { return text + "\n" }
        return lines(text, columns: columns, indent: indent).map { $0 + "\n" }.joined()
    }

    private static func wrap(_ text: String, columns: Int, indent: Int) -> [String] {
        guard DisplayWidth.of(text) > columns else { return [text] }
        var line = Line(indent: "")
        let runs = runs(of: text, keepingTogether: columns / 2)
        let widestWord = runs.filter { $0.first != " " }.map(DisplayWidth.of).max() ?? 0
        let leading = text.prefix { $0 == " " }.count
        let hanging = String(repeating: " ", count: hangingIndent(indent, leading: leading, columns: columns, widestWord: widestWord))
        var lines: [String] = []
        for run in runs {
            guard run.first != " " else {
                line.space = line.hasWord ? run : ""
                if !line.hasWord, lines.isEmpty { line.text += run }
                continue
            }
            let width = DisplayWidth.of(run)
            if line.hasWord, line.width + DisplayWidth.of(line.space) + width > columns {
                lines.append(line.text)
                line = Line(indent: hanging)
            }
            line.text += line.space
            line.space = ""
            for piece in DisplayWidth.Piece.split(run) {
                switch piece {
                case let .escape(sequence): line.text += sequence
                case let .character(character):
                    if line.hasWord, line.width + DisplayWidth.of(character) > columns {
                        lines.append(line.text)
                        line = Line(indent: hanging)
                    }
                    line.text.append(character)
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

    /// The line being filled: its text, and the spaces to put before the next word if it fits.
    private struct Line {
        var text: String
        var space = ""
        var hasWord = false
        var width: Int { DisplayWidth.of(text) }

        init(indent: String) {
            text = indent
        }
    }

    /// `text` as alternating runs of spaces and of everything else; a space inside a short quoted phrase or
    /// bracketed group belongs to the words around it.
    private static func runs(of text: String, keepingTogether limit: Int) -> [String] {
        let characters = Array(text)
        let joined = spacesInGroups(characters, upTo: limit)
        var runs: [(text: String, isSpace: Bool)] = []
        for (index, character) in characters.enumerated() {
            let isSpace = character == " " && !joined.contains(index)
            if let last = runs.last, last.isSpace == isSpace {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), isSpace))
            }
        }
        return runs.map(\.text)
    }

    /// The places of the spaces inside `"…"` and `[…]` groups at most `limit` characters long.
    private static func spacesInGroups(_ characters: [Character], upTo limit: Int) -> Set<Int> {
        var joined = Set<Int>()
        var openings: [(character: Character, index: Int)] = []
        for (index, character) in characters.enumerated() {
            let closes = (character == "]" && openings.last?.character == "[") || (character == "\"" && openings.last?.character == "\"")
            if closes, let opening = openings.popLast() {
                if index - opening.index < limit {
                    joined.formUnion((opening.index...index).filter { characters[$0] == " " })
                }
            } else if character == "[" || character == "\"" {
                openings.append((character, index))
            }
        }
        return joined
    }
}
