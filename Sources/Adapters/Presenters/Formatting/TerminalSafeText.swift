/// Text from a file, or typed, made safe to print: the one rule of which characters a terminal may not be given as
/// they are. A hostile catalogue must not clear the screen, move the cursor, change colours, ring the bell or reorder
/// a line, nor hide characters in a name. Every control character (Unicode's `Cc`: C0, DEL, C1), every format
/// character (`Cf`: bidirectional marks, embeddings, overrides and isolates, zero-width spaces, the byte order mark,
/// soft hyphens) and the line and paragraph separators (`Zl`, `Zp`: U+2028 and U+2029, which some terminals and readers
/// break a line at) are replaced by a visible placeholder, so the customer still sees that something odd is there. The
/// zero-width joiner and non-joiner are kept: they join or part the letters beside them (an emoji family, a Persian
/// word) and move nothing.
public enum TerminalSafeText {
    /// `text` with C0 controls and DEL shown as their Unicode control pictures (ESC as `␛`, BEL as `␇`,
    /// a line break as `␊`), and C1 controls, format characters and separators shown as `\u{9B}`, `\u{202E}`, `\u{2028}`.
    public static func clean(_ text: String) -> String {
        // Most text needs nothing; checking first keeps the common case free of copies.
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsReplacing(scalar) else {
                cleaned.append(scalar)
                continue
            }
            cleaned.append(contentsOf: placeholder(for: scalar).unicodeScalars)
        }
        return String(cleaned)
    }

    /// `text` without the characters `clean` replaces: for text being typed, whose placeholders would become part of
    /// what is typed.
    public static func removingUnsafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !needsReplacing($0) }))
    }

    /// Whether `text` holds nothing that `clean` would replace.
    public static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: needsReplacing)
    }

    /// `json` (encoded JSON text) with every character a terminal would act on written as a `\uXXXX` escape, which a
    /// JSON reader reads back as the same character: the document keeps its text, the terminal shows it as text.
    public static func escapingForJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsReplacing) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsReplacing(scalar) else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    /// U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER.
    private static let joiners: ClosedRange<UInt32> = 0x200C...0x200D
    private static let deleteCharacter: UInt32 = 0x7F
    private static let c0Controls: ClosedRange<UInt32> = 0x00...0x1F
    /// U+2400 SYMBOL FOR NULL; the other C0 pictures follow it in order, and DEL's is U+2421.
    private static let controlPictures: UInt32 = 0x2400
    private static let deletePicture: UInt32 = 0x2421

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII, nearly all text, is settled without the property table: only C0 and DEL are controls there.
        if scalar.isASCII { return c0Controls.contains(scalar.value) || scalar.value == deleteCharacter }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return !joiners.contains(scalar.value)
        default: return false
        }
    }

    private static func placeholder(for scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if c0Controls.contains(value), let picture = Unicode.Scalar(controlPictures + value) { return String(picture) }
        if value == deleteCharacter, let picture = Unicode.Scalar(deletePicture) { return String(picture) }
        return "\\u{\(String(value, radix: 16, uppercase: true))}"
    }
}
