import Entities
import Foundation

/// The JSON the fast decoder reads: objects, arrays, field names, numbers and the values of fields Tasch ignores, each
/// checked as it is read; strings are read in `FastCatalogueDecoder+Strings`.
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

    /// A field name without escapes; names with escapes are rare enough to leave to the slow path. Only printable
    /// ASCII runs up to the closing quote.
    mutating func fieldName() throws(Unaccepted) -> FieldName {
        try expect(UInt8(ascii: "\""))
        let start = position
        position = plainTextEnd(from: start)
        try expect(UInt8(ascii: "\""))
        return FieldName(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)]))
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

    /// A number without fraction, sign or exponent: its digits never start with a zero (but `0`), so no fraction is
    /// the same as writing the number as Swift does.
    mutating func wholeNumber() throws(Unaccepted) -> Int {
        let whole = try digits(allowingLeadingZero: false)
        guard let byte = peek() else { return whole }
        guard byte != UInt8(ascii: "."), byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") else { throw Unaccepted() }
        return whole
    }

    mutating func digits(allowingLeadingZero: Bool) throws(Unaccepted) -> Int {
        let start = position
        // One digit more than the most is read, to be refused.
        let end = min(bytes.count, start + Self.maximumDigits + 1)
        var value = 0
        while position < end, case let digit = bytes[position] &- UInt8(ascii: "0"), digit < 10 {
            value = value &* 10 &+ Int(digit)
            position += 1
        }
        let count = position - start
        guard count <= Self.maximumDigits else { throw Unaccepted() }
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

    @inline(__always)
    mutating func expect(_ byte: UInt8) throws(Unaccepted) {
        guard peek() == byte else { throw Unaccepted() }
        position += 1
    }

    /// Skips spaces, line feeds, carriage returns and tabs; a pretty-printed file's indentation eight spaces at a time.
    @inline(__always)
    mutating func skipWhitespace() {
        // Most calls stand on a token already.
        guard position < bytes.count, bytes[position] <= 0x20 else { return }
        while position &+ 8 <= bytes.count {
            guard let notSpace = JSONWord.firstNotSpace(JSONWord.load(bytes, at: position)) else {
                position &+= 8
                continue
            }
            position &+= notSpace
            switch bytes[position] {
            case 0x0A, 0x0D, 0x09: position &+= 1
            default: return
            }
        }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }
}
