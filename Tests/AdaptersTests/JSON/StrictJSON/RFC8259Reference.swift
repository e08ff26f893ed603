/// A reference reader of RFC 8259, to be read beside its section 2 to 7: each function is one rule of the grammar, named
/// and quoted as the RFC gives it, and says only whether the text follows the rules and, when not, the offset where it
/// stops doing so. Tasch's additions are marked "Tasch:". Its texts come from Swift strings, so they are UTF-8.
///
/// Where a refusal is placed: at the byte no rule can take; at the end of the text when it ends too early; a literal
/// from its first letter; a lone surrogate at its backslash; a repeated name at its opening quote; nesting too deep at
/// the bracket that goes too deep.
struct RFC8259Reference {
    private struct Refusal: Error {
        let offset: Int
    }

    private let text: [UInt8]
    private var at = 0

    /// The offset where `text` stops being a JSON text, or nil when it is one.
    static func firstError(in text: [UInt8]) -> Int? {
        var reader = RFC8259Reference(text: text)
        do {
            // Tasch: one byte-order mark may come first (section 8.1 lets a parser ignore it).
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { reader.at = 3 }
            // JSON-text = ws value ws
            reader.ws()
            try reader.value(depth: 0)
            reader.ws()
            guard reader.at == text.count else { throw Refusal(offset: reader.at) }
            return nil
        } catch let refusal as Refusal {
            return refusal.offset
        } catch {
            return -1
        }
    }

    private init(text: [UInt8]) {
        self.text = text
    }

    // MARK: - Section 2: values

    /// ws = *( %x20 / %x09 / %x0A / %x0D )
    private mutating func ws() {
        while at < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[at]) { at += 1 }
    }

    /// value = false / null / true / object / array / number / string
    private mutating func value(depth: Int) throws {
        switch next {
        case "f": try literal("false")
        case "n": try literal("null")
        case "t": try literal("true")
        case "{": try object(depth: depth + 1)
        case "[": try array(depth: depth + 1)
        case "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9": try number()
        case "\"": _ = try string()
        default: throw refusal()
        }
    }

    /// false = %x66.61.6c.73.65, null = %x6e.75.6c.6c, true = %x74.72.75.65
    private mutating func literal(_ word: String) throws {
        let start = at
        for letter in word.utf8 {
            guard at < text.count else { throw Refusal(offset: at) }
            guard text[at] == letter else { throw Refusal(offset: start) }
            at += 1
        }
    }

    // MARK: - Section 4: objects

    /// object = begin-object [ member *( value-separator member ) ] end-object
    /// member = string name-separator value
    private mutating func object(depth: Int) throws {
        try nesting(depth)
        try take("{")
        ws()
        if next == "}" { return try take("}") }
        var names: [[UInt16]] = []
        while true {
            let nameStart = at
            guard next == "\"" else { throw refusal() }
            let name = try string()
            // Tasch: "The names within an object SHOULD be unique"; a repeated one is refused.
            guard !names.contains(name) else { throw Refusal(offset: nameStart) }
            names.append(name)
            ws()
            try take(":")
            ws()
            try value(depth: depth)
            ws()
            if next == "}" { return try take("}") }
            try take(",")
            ws()
        }
    }

    // MARK: - Section 5: arrays

    /// array = begin-array [ value *( value-separator value ) ] end-array
    private mutating func array(depth: Int) throws {
        try nesting(depth)
        try take("[")
        ws()
        if next == "]" { return try take("]") }
        while true {
            try value(depth: depth)
            ws()
            if next == "]" { return try take("]") }
            try take(",")
            ws()
        }
    }

    /// Tasch: at most 512 objects and arrays inside one another, as Foundation's decoder allows (section 9 allows limits).
    private func nesting(_ depth: Int) throws {
        guard depth <= 512 else { throw Refusal(offset: at) }
    }

    // MARK: - Section 6: numbers

    /// number = [ minus ] int [ frac ] [ exp ]
    private mutating func number() throws {
        if next == "-" { at += 1 }
        // int = zero / ( digit1-9 *DIGIT )
        if next == "0" {
            at += 1
            guard !nextIsDigit else { throw refusal() }
        } else {
            try oneOrMoreDigits()
        }
        // frac = decimal-point 1*DIGIT
        if next == "." {
            at += 1
            try oneOrMoreDigits()
        }
        // exp = e [ minus / plus ] 1*DIGIT
        if next == "e" || next == "E" {
            at += 1
            if next == "-" || next == "+" { at += 1 }
            try oneOrMoreDigits()
        }
    }

    private mutating func oneOrMoreDigits() throws {
        guard nextIsDigit else { throw refusal() }
        while nextIsDigit { at += 1 }
    }

    // MARK: - Section 7: strings

    /// string = quotation-mark *char quotation-mark; answers the string's UTF-16 code units, to compare names.
    private mutating func string() throws -> [UInt16] {
        try take("\"")
        var units: [UInt16] = []
        while true {
            guard at < text.count else { throw Refusal(offset: at) }
            switch text[at] {
            case 0x22:
                at += 1
                return units
            case 0x5C:
                units += try escape()
            case 0x00...0x1F:
                // unescaped = %x20-21 / %x23-5B / %x5D-10FFFF
                throw refusal()
            default:
                let length = text[at] < 0x80 ? 1 : text[at] < 0xE0 ? 2 : text[at] < 0xF0 ? 3 : 4
                units += String(decoding: text[at..<(at + length)], as: UTF8.self).utf16
                at += length
            }
        }
    }

    /// escape ( %x22 / %x5C / %x2F / %x62 / %x66 / %x6E / %x72 / %x74 / %x75 4HEXDIG )
    private mutating func escape() throws -> [UInt16] {
        let backslash = at
        at += 1
        let simple: [Character: UInt16] = ["\"": 0x22, "\\": 0x5C, "/": 0x2F, "b": 0x08, "f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09]
        guard at < text.count else { throw Refusal(offset: at) }
        if let unit = simple[Character(Unicode.Scalar(text[at]))] {
            at += 1
            return [unit]
        }
        try take("u")
        let unit = try fourHexDigits()
        // Tasch: a surrogate must be a high one followed at once by an escaped low one (section 8.2 leaves it undefined).
        switch unit {
        case 0xD800...0xDBFF:
            guard next == "\\", at + 1 < text.count, text[at + 1] == UInt8(ascii: "u") else { throw Refusal(offset: backslash) }
            at += 2
            let low = try fourHexDigits()
            guard (0xDC00...0xDFFF).contains(low) else { throw Refusal(offset: backslash) }
            return [unit, low]
        case 0xDC00...0xDFFF:
            throw Refusal(offset: backslash)
        default:
            return [unit]
        }
    }

    private mutating func fourHexDigits() throws -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard at < text.count, let digit = Character(Unicode.Scalar(text[at])).hexDigitValue else { throw refusal() }
            unit = unit * 16 + UInt16(digit)
            at += 1
        }
        return unit
    }

    // MARK: - Reading

    private var next: Character? {
        at < text.count ? Character(Unicode.Scalar(text[at])) : nil
    }

    private var nextIsDigit: Bool {
        at < text.count && (0x30...0x39).contains(text[at])
    }

    private mutating func take(_ expected: Character) throws {
        guard next == expected else { throw refusal() }
        at += 1
    }

    private func refusal() -> Refusal {
        Refusal(offset: at)
    }
}
