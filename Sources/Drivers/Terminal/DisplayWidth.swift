/// How many columns text takes on a terminal: one for most characters, two for East Asian wide characters and emoji,
/// none for combining marks, controls and the escape sequences that style text. A text is read only as far as a question
/// needs: cut to what fits (`truncated`), or measured up to a limit (`of(_:upTo:)`), it costs the cells it fills, not
/// its length, so that a name of ten thousand characters is drawn as quickly as a short one.
enum DisplayWidth {
    /// The columns `text` takes, its escape sequences left out.
    static func of(_ text: String) -> Int {
        of(text, upTo: Int.max - 1)
    }

    /// The columns `text` takes, counted no further than `limit`: `limit + 1` for any text wider than it, read only that
    /// far. A limit below zero counts as zero.
    static func of(_ text: String, upTo limit: Int) -> Int {
        let limit = max(0, limit)
        // Printable ASCII, most of what the shop writes, takes a column a byte: looking up each character's Unicode
        // properties made `--help` cost four starts.
        if text.utf8.prefix(limit + 1).allSatisfy(isPrintableASCII) { return min(text.utf8.count, limit + 1) }
        return measure(text, upTo: limit)
    }

    /// The columns `characters` take, counted as `of(_:upTo:)` counts a text's.
    static func of(_ characters: some Sequence<Character>, upTo limit: Int) -> Int {
        measure(characters, upTo: limit)
    }

    private static func measure(_ characters: some Sequence<Character>, upTo limit: Int) -> Int {
        let limit = max(0, limit)
        var width = 0
        for piece in Pieces(characters) {
            guard case let .character(character) = piece else { continue }
            width += of(character)
            if width > limit { return limit + 1 }
        }
        return width
    }

    /// The columns one character (a grapheme cluster) takes.
    static func of(_ character: Character) -> Int {
        if let ascii = asciiByte(of: character) { return isPrintableASCII(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !isInvisible(first) else { return 0 }
        if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
        // A text symbol followed by the emoji variation selector is drawn as an emoji.
        if first.properties.isEmoji, scalars.contains(emojiVariation) { return 2 }
        return 1
    }

    /// `text` cut to at most `columns`, ending with "…" when anything was cut; a style it cut through is ended.
    static func truncated(_ text: String, toColumns columns: Int) -> String {
        // Printable ASCII is cut by its bytes; anything else is read a character at a time, only as far as it fits.
        if text.utf8.count <= columns, text.utf8.allSatisfy(isPrintableASCII) { return text }
        return truncated(characters: text, toColumns: columns) ?? text
    }

    /// `characters` cut to at most `columns` as `truncated(_:toColumns:)` cuts them, read no further than a column past
    /// what fits; nil when they fit whole.
    static func truncated(characters: some Sequence<Character>, toColumns columns: Int) -> String? {
        var kept = "", width = 0
        // What is kept when the text turns out too wide: all that fits in one column less, for the "…".
        var cut: String?
        var isStyled = false
        for piece in Pieces(characters) {
            switch piece {
            case let .escape(sequence):
                guard cut == nil else { continue }
                kept += sequence
                isStyled = true
            case let .character(character):
                width += of(character)
                if width > columns {
                    guard columns > 0 else { return "" }
                    return (cut ?? kept) + "…" + (isStyled ? reset : "")
                }
                if cut == nil, width > columns - 1 { cut = kept }
                if cut == nil { kept.append(character) }
            }
        }
        return nil
    }

    /// The byte of a character that is one ASCII byte; nil for any other. Read from its bytes: `asciiValue` and
    /// comparing characters both normalise a character that is not ASCII, which is slow.
    static func asciiByte(of character: Character) -> UInt8? {
        let bytes = character.utf8
        guard let first = bytes.first, first < 0x80, bytes.count == 1 else { return nil }
        return first
    }

    static func isPrintableASCII(_ byte: UInt8) -> Bool {
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
        value >= 0x1100 && wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
