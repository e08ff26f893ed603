/// Strings, escapes, numbers and the three literals, each read to the letter of RFC 8259's grammar.
extension JSONSyntaxCheck {
    /// What may follow a backslash, as the messages list it.
    private static let escapes = #"\" \\ \/ \b \f \n \r \t or \uXXXX"#

    /// Reads a string from its opening quote past its closing one; when `keepingName`, its characters, unescaped, are
    /// left in `name`.
    mutating func string(keepingName: Bool) throws(Failure) {
        if keepingName { name.removeAll(keepingCapacity: true) }
        position += 1
        var run = position
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                if keepingName { name.append(contentsOf: bytes[run..<position]) }
                position += 1
                return
            case UInt8(ascii: "\\"):
                if keepingName { name.append(contentsOf: bytes[run..<position]) }
                try escape(keepingName: keepingName)
                run = position
            case ..<0x20:
                throw failure("expected \(Self.escaped(byte)) instead of a raw control character in a string")
            default:
                position += 1
            }
        }
        throw endedEarly()
    }

    /// The way a control character may be written in a string: its short escape where it has one.
    private static func escaped(_ byte: UInt8) -> String {
        switch byte {
        case 0x08: #"\b"#
        case 0x09: #"\t"#
        case 0x0A: #"\n"#
        case 0x0C: #"\f"#
        case 0x0D: #"\r"#
        default: #"\u"# + codePoint(UInt32(byte)).dropFirst(2)
        }
    }

    /// Reads an escape, from its backslash on.
    private mutating func escape(keepingName: Bool) throws(Failure) {
        let start = position
        position += 1
        guard let byte = peek() else { throw endedEarly() }
        if let unescaped = JSONEscape.unescaped(byte) {
            position += 1
            if keepingName { name.append(unescaped) }
            return
        }
        guard byte == UInt8(ascii: "u") else { throw expected("\(Self.escapes) after a backslash") }
        position += 1
        let scalar = try unicodeEscape(from: start)
        if keepingName { UTF8.encode(scalar) { name.append($0) } }
    }

    /// The character of a `\u` escape whose digits start at the position, `start` being its backslash: a surrogate must
    /// be the high half of a pair whose low half follows at once, since Tasch keeps text as UTF-8, where half a
    /// character cannot be written.
    private mutating func unicodeEscape(from start: Int) throws(Failure) -> Unicode.Scalar {
        let value = try hexQuad()
        let scalar: Unicode.Scalar?
        if JSONEscape.highSurrogates.contains(value) {
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else { throw loneSurrogate(at: start) }
            position += 2
            scalar = JSONEscape.scalar(high: value, low: try hexQuad())
        } else {
            scalar = Unicode.Scalar(value)
        }
        guard let scalar else { throw loneSurrogate(at: start) }
        return scalar
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = JSONEscape.hexValue(byte) else {
                throw expected(#"four hex digits after \u"#)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func loneSurrogate(at start: Int) -> Failure {
        position = start
        let escape = String(decoding: bytes[start..<(start + 6)], as: UTF8.self)
        return failure(#"lone surrogate \#(escape), expected \uD800–\uDBFF followed by \uDC00–\uDFFF"#, isSyntax: false)
    }

    /// Reads a number: `-`, then `0` or a digit from 1 and more digits, then perhaps `.` and digits, then perhaps `e` or
    /// `E`, a sign and digits. Nothing else: no `+`, no leading zeros, no point without digits on both sides.
    mutating func number() throws(Failure) {
        if peek() == UInt8(ascii: "-") {
            position += 1
            guard isDigit(peek()) else { throw expected("a digit after \"-\"") }
        }
        if peek() == UInt8(ascii: "0") {
            position += 1
            guard !isDigit(peek()) else { throw expected("\".\", \"e\" or the end of the number after a leading 0") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard isDigit(peek()) else { throw expected("a digit after \".\"") }
            skipDigits()
        }
        if let letter = peek(), letter == UInt8(ascii: "e") || letter == UInt8(ascii: "E") {
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                position += 1
                guard isDigit(peek()) else { throw expected("a digit after \"\(Character(Unicode.Scalar(sign)))\"") }
            } else {
                guard isDigit(peek()) else { throw expected("a digit or a sign after \"\(Character(Unicode.Scalar(letter)))\"") }
            }
            skipDigits()
        }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte &- UInt8(ascii: "0") < 10
    }

    private mutating func skipDigits() {
        while isDigit(peek()) { position += 1 }
    }

    /// Reads `true`, `false` or `null`; refused from its first letter, showing the letters written.
    mutating func literal(_ word: StaticString) throws(Failure) {
        let start = position
        for expected in UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard let byte = peek() else { throw endedEarly() }
            guard byte == expected else {
                var end = position
                while end < bytes.count, end - start < 12, (bytes[end] | 0x20) &- UInt8(ascii: "a") < 26 { end += 1 }
                position = start
                throw failure("expected \"\(word)\", found \"\(String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self))\"")
            }
            position += 1
        }
    }
}
