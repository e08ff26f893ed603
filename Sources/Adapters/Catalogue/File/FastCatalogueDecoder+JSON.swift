import Entities
import Foundation

/// The JSON the fast decoder reads: objects, arrays, field names, strings (unescaped into the shared text), numbers
/// and the values of fields Tasch ignores, each checked as it is read.
extension FastCatalogueDecoder {
    /// Deeper nesting in fields Tasch ignores is left to the slow path, which knows the 512-level limit.
    static let maximumDepth = 64
    /// Longer numbers are left to the slow path, which holds 38 digits and words "too large".
    static let maximumDigits = 15
    /// Objects with more fields Tasch ignores are left to the slow path, so that looking for a repeated name among them
    /// stays a short search.
    static let maximumIgnoredFields = 32

    /// A field name as bytes in the file, compared with the names Tasch knows without building a string. Names with
    /// escapes are never read here, so two names are the same exactly when their bytes are.
    struct FieldName: Equatable {
        let bytes: UnsafeRawBufferPointer

        static func ~= (pattern: StaticString, name: FieldName) -> Bool {
            guard pattern.utf8CodeUnitCount == name.bytes.count else { return false }
            guard let base = name.bytes.baseAddress else { return name.bytes.isEmpty }
            return memcmp(pattern.utf8Start, base, name.bytes.count) == 0
        }

        static func == (left: FieldName, right: FieldName) -> Bool {
            guard left.bytes.count == right.bytes.count else { return false }
            guard let leftBase = left.bytes.baseAddress, let rightBase = right.bytes.baseAddress else { return true }
            return memcmp(leftBase, rightBase, left.bytes.count) == 0
        }
    }

    /// Reads an object, calling `field` with each field name once the decoder stands on its value.
    mutating func object(_ field: (inout FastCatalogueDecoder, FieldName) throws(Unaccepted) -> Void) throws(Unaccepted) {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { position += 1; return }
        while true {
            skipWhitespace()
            let key = try fieldName()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try field(&self, key)
            skipWhitespace()
            guard let byte = peek() else { throw Unaccepted() }
            position += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else { throw Unaccepted() }
        }
    }

    /// Reads an array, calling `element` once the decoder stands on each element.
    mutating func array(_ element: (inout FastCatalogueDecoder) throws(Unaccepted) -> Void) throws(Unaccepted) {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { position += 1; return }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard let byte = peek() else { throw Unaccepted() }
            position += 1
            if byte == UInt8(ascii: "]") { return }
            guard byte == UInt8(ascii: ",") else { throw Unaccepted() }
        }
    }

    /// A field name without escapes; names with escapes are rare enough to leave to the slow path.
    mutating func fieldName() throws(Unaccepted) -> FieldName {
        try expect(UInt8(ascii: "\""))
        let start = position
        while let byte = peek(), byte != UInt8(ascii: "\"") {
            guard byte >= 0x20, byte != UInt8(ascii: "\\"), byte < 0x80 else { throw Unaccepted() }
            position += 1
        }
        try expect(UInt8(ascii: "\""))
        return FieldName(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)]))
    }

    /// A string value, unescaped and its UTF-8 checked, appended to `text`; where it lies there.
    mutating func textSpan() throws(Unaccepted) -> TextSpan {
        let start = text.count
        try scanString(keeping: true)
        return TextSpan(start: start, count: text.count - start)
    }

    /// A string value as a `String`, for the few that are not a product's text.
    mutating func string() throws(Unaccepted) -> String {
        let span = try textSpan()
        defer { text.removeSubrange(span.start...) }
        return text[span.start...].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads a string value, checking it; appends it, unescaped, to `text` when `keeping`. Runs without escapes are
    /// appended in one copy.
    mutating func scanString(keeping: Bool) throws(Unaccepted) {
        try expect(UInt8(ascii: "\""))
        var run = position
        while true {
            guard let byte = peek() else { throw Unaccepted() }
            switch byte {
            case UInt8(ascii: "\""):
                if keeping { text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<position])) }
                position += 1
                return
            case UInt8(ascii: "\\"):
                if keeping { text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<position])) }
                position += 1
                try unescape(keeping: keeping)
                run = position
            case ..<0x20:
                throw Unaccepted()
            case ..<0x80:
                position += 1
            default:
                position += try utf8SequenceLength()
            }
        }
    }

    mutating func unescape(keeping: Bool) throws(Unaccepted) {
        guard let byte = peek() else { throw Unaccepted() }
        position += 1
        if let unescaped = JSONEscape.unescaped(byte) {
            if keeping { text.append(unescaped) }
            return
        }
        guard byte == UInt8(ascii: "u") else { throw Unaccepted() }
        let value = try hexQuad()
        let scalar: Unicode.Scalar?
        if JSONEscape.highSurrogates.contains(value) {
            // A high surrogate must be followed by a low one; a lone one is left to the slow path.
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else { throw Unaccepted() }
            position += 2
            scalar = JSONEscape.scalar(high: value, low: try hexQuad())
        } else {
            scalar = Unicode.Scalar(value)
        }
        guard let scalar else { throw Unaccepted() }
        if keeping { UTF8.encode(scalar) { text.append($0) } }
    }

    mutating func hexQuad() throws(Unaccepted) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = JSONEscape.hexValue(byte) else { throw Unaccepted() }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at the position (Unicode table 3-7).
    func utf8SequenceLength() throws(Unaccepted) -> Int {
        let lead = bytes[position]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: throw Unaccepted()
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { throw Unaccepted() }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
            throw Unaccepted()
        }
        return length
    }

    /// A number without sign or exponent, with at most `maximumDigits` digits on each side of the point.
    mutating func number() throws(Unaccepted) -> PlainNumber {
        let start = position
        let whole = try digits(allowingLeadingZero: false)
        var fraction = 0, fractionDigits = 0
        if peek() == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            fraction = try digits(allowingLeadingZero: true)
            fractionDigits = position - fractionStart
            while fractionDigits > 0, fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        guard peek() != UInt8(ascii: "e"), peek() != UInt8(ascii: "E") else { throw Unaccepted() }
        return PlainNumber(whole: whole, fraction: fraction, fractionDigits: fractionDigits, text: start..<position)
    }

    mutating func wholeNumber() throws(Unaccepted) -> Int {
        let number = try number()
        guard number.text.count == String(number.whole).utf8.count else { throw Unaccepted() }
        return number.whole
    }

    mutating func digits(allowingLeadingZero: Bool) throws(Unaccepted) -> Int {
        let start = position
        var value = 0
        while let byte = peek(), byte &- UInt8(ascii: "0") < 10 {
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            position += 1
            guard position - start <= Self.maximumDigits else { throw Unaccepted() }
        }
        let count = position - start
        guard count > 0, allowingLeadingZero || count == 1 || bytes[start] != UInt8(ascii: "0") else { throw Unaccepted() }
        return value
    }

    /// Skips the value of a field Tasch ignores, `name`, refusing a name that `ignored` (the object's other ignored fields)
    /// already holds: which of the two counts is a guess that JSON readers make differently. Names Tasch reads are
    /// refused twice where they are read.
    mutating func skipField(_ name: FieldName, unlike ignored: inout [FieldName], depth: Int) throws(Unaccepted) {
        guard ignored.count < Self.maximumIgnoredFields, !ignored.contains(name) else { throw Unaccepted() }
        ignored.append(name)
        try skipValue(depth: depth)
    }

    /// Skips a value of a field Tasch ignores, checking it as strictly as the rest.
    mutating func skipValue(depth: Int) throws(Unaccepted) {
        guard depth <= Self.maximumDepth, let byte = peek() else { throw Unaccepted() }
        switch byte {
        case UInt8(ascii: "{"):
            var names: [FieldName] = []
            try object { (decoder, name) throws(Unaccepted) in try decoder.skipField(name, unlike: &names, depth: depth + 1) }
        case UInt8(ascii: "["): try array { (decoder) throws(Unaccepted) in try decoder.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): try scanString(keeping: false)
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"):
            position += 1
            _ = try number()
        default: _ = try number()
        }
    }

    mutating func literal(_ word: StaticString) throws(Unaccepted) {
        let expected = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            try expect(byte)
        }
    }

    mutating func expect(_ byte: UInt8) throws(Unaccepted) {
        guard peek() == byte else { throw Unaccepted() }
        position += 1
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }
}
