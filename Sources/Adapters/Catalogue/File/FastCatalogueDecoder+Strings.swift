import Entities
import Foundation

/// The strings the fast decoder reads: texts unescaped into the shared text, their UTF-8 checked, and where a run of
/// plain text ends, which field names use too. Plain text (ASCII without quotes, backslashes or control bytes) is found eight bytes at a time (`JSONWord`); only
/// escapes and characters of several bytes are read one by one.
extension FastCatalogueDecoder {
    /// A string value, unescaped and its UTF-8 checked, appended to `text`; where it lies there.
    mutating func textSpan() throws(Unaccepted) -> TextSpan {
        let start = text.count
        try scanString(keeping: true)
        return TextSpan(start: start, count: text.count - start)
    }

    /// A product's name, refused when it is blank (`PackedCatalogue.isBlank`): checked now, while its bytes are at hand.
    mutating func name() throws(Unaccepted) -> TextSpan {
        let span = try textSpan()
        let blank = text.withUnsafeBufferPointer { PackedCatalogue.isBlank(UnsafeBufferPointer(rebasing: $0[span.start..<(span.start + span.count)])) }
        guard !blank else { throw Unaccepted() }
        return span
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
            position = plainTextEnd(from: position)
            guard let byte = peek() else { throw Unaccepted() }
            switch byte {
            case UInt8(ascii: "\""):
                if keeping { appendText(run..<position) }
                position += 1
                return
            case UInt8(ascii: "\\"):
                if keeping { appendText(run..<position) }
                position += 1
                try unescape(keeping: keeping)
                run = position
            case ..<0x20:
                throw Unaccepted()
            default:
                // Characters of several bytes come in runs (a word of Greek, of Japanese): checked one after another.
                // A local offset, kept in a register, rather than `position` stored at every character.
                var offset = position
                repeat {
                    offset += try utf8SequenceLength(at: offset)
                } while offset < bytes.count && bytes[offset] >= 0x80
                position = offset
            }
        }
    }

    /// Appends the file's bytes at `range` to `text`, in one copy: as typed bytes, which an array copies whole, where
    /// it appends raw bytes one by one. Binding the file's bytes to `UInt8` costs nothing and changes nothing.
    @inline(__always)
    private mutating func appendText(_ range: Range<Int>) {
        text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range]).bindMemory(to: UInt8.self))
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

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `start` (Unicode table 3-7).
    @inline(__always)
    func utf8SequenceLength(at start: Int) throws(Unaccepted) -> Int {
        let lead = bytes[start]
        // The common sequences first: two bytes, and three that are neither overlong nor surrogates (E1-EC, EE, EF).
        if lead &- 0xC2 < 0x1E, start + 2 <= bytes.count, bytes[start + 1] & 0xC0 == 0x80 { return 2 }
        if lead &- 0xE1 < 0x0F, lead != 0xED, start + 3 <= bytes.count,
           bytes[start + 1] & 0xC0 == 0x80, bytes[start + 2] & 0xC0 == 0x80 { return 3 }
        return try rareUTF8SequenceLength(at: start)
    }

    /// `utf8SequenceLength` for any lead byte, each range of second bytes as the table gives it.
    private func rareUTF8SequenceLength(at start: Int) throws(Unaccepted) -> Int {
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch bytes[start] {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: throw Unaccepted()
        }
        guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else { throw Unaccepted() }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) {
            throw Unaccepted()
        }
        return length
    }


    /// Where the run of plain text from `start` ends: at the first `"`, `\`, control byte or byte of a character of
    /// several bytes, or at the end of the bytes. Eight bytes at a time while eight remain.
    @inline(__always)
    func plainTextEnd(from start: Int) -> Int {
        var offset = start
        while offset &+ 8 <= bytes.count {
            let stops = JSONWord.stringStops(JSONWord.load(bytes, at: offset))
            if stops != 0 { return offset &+ JSONWord.first(stops) }
            offset &+= 8
        }
        while offset < bytes.count, !JSONWord.stopsString(bytes[offset]) { offset &+= 1 }
        return offset
    }
}
