/// Fits prose to a width by breaking lines between words, as a person would; only a word longer than a whole line is
/// broken inside. Widths are terminal columns (`DisplayWidth`), so escape sequences and wide characters count right.
enum WordWrap {
    /// `text` in lines of at most `columns`; lines after the first start with `indent` spaces (at most half the width).
    /// A line break in `text` starts a new line; a text that fits is returned as it is.
    static func lines(_ text: String, columns: Int, indent: Int = 0) -> [String] {
        guard text.contains("\n") else { return wrap(text, columns: max(1, columns), indent: indent) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrap(String($0), columns: max(1, columns), indent: indent)
        }
    }

    private static func wrap(_ text: String, columns: Int, indent: Int) -> [String] {
        guard DisplayWidth.of(text) > columns else { return [text] }
        var line = Line(indent: "")
        let hanging = String(repeating: " ", count: min(max(0, indent), columns / 2))
        var lines: [String] = []
        for run in runs(of: text) {
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

    /// `text` as alternating runs of spaces and of everything else.
    private static func runs(of text: String) -> [String] {
        var runs: [String] = []
        for character in text {
            if let last = runs.last, (last.first == " ") == (character == " ") {
                runs[runs.count - 1].append(character)
            } else {
                runs.append(String(character))
            }
        }
        return runs
    }
}
