/// How many columns text takes on a terminal: one for most characters, two for East Asian wide characters and emoji,
/// none for combining marks, controls and the escape sequences that style text.
enum DisplayWidth {
    /// The columns `text` takes, its escape sequences left out.
    static func of(_ text: String) -> Int {
        // Printable ASCII, most of what the shop writes, takes a column a byte: looking up each character's Unicode
        // properties made `--help` cost four starts.
        if text.utf8.allSatisfy(isPrintableASCII) { return text.utf8.count }
        var width = 0
        for piece in Piece.split(text) {
            if case let .character(character) = piece {
                width += of(character)
            }
        }
        return width
    }

    /// The columns one character (a grapheme cluster) takes.
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return isPrintableASCII(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !isInvisible(first) else { return 0 }
        if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
        // A text symbol followed by the emoji variation selector is drawn as an emoji.
        if first.properties.isEmoji, scalars.contains(emojiVariation) { return 2 }
        return 1
    }

    /// `text` cut to at most `columns`, ending with "…" when anything was cut; a style it cut through is ended.
    static func truncated(_ text: String, toColumns columns: Int) -> String {
        guard of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var kept = ""
        var width = 0
        var isStyled = false
        for piece in Piece.split(text) {
            switch piece {
            case let .escape(sequence):
                kept += sequence
                isStyled = true
            case let .character(character):
                let next = of(character)
                guard width + next <= columns - 1 else { return kept + "…" + (isStyled ? reset : "") }
                kept.append(character)
                width += next
            }
        }
        return kept
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte)
    }

    private static let reset = "\u{1B}[0m"
    private static let emojiVariation: Unicode.Scalar = "\u{FE0F}"

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth.txt, W and F) that are not emoji.
    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension DisplayWidth {
    /// Text as a terminal reads it: characters it shows, and escape sequences it obeys.
    enum Piece: Equatable {
        case character(Character)
        case escape(String)

        /// `text` in pieces; an escape sequence is ESC with one more character, or ESC [ up to its final byte.
        static func split(_ text: String) -> [Piece] {
            var pieces: [Piece] = []
            var sequence: String?
            for character in text {
                guard var open = sequence else {
                    if character == "\u{1B}" {
                        sequence = "\u{1B}"
                    } else {
                        pieces.append(.character(character))
                    }
                    continue
                }
                open.append(character)
                if open.count == 2, character == "[" {
                    sequence = open
                } else if open.count == 2 || isFinal(character) {
                    pieces.append(.escape(open))
                    sequence = nil
                } else {
                    sequence = open
                }
            }
            if let sequence { pieces.append(.escape(sequence)) }
            return pieces
        }

        // A control sequence ends with a byte from @ to ~.
        private static func isFinal(_ character: Character) -> Bool {
            guard let value = character.asciiValue else { return true }
            return (0x40...0x7E).contains(value)
        }
    }
}
