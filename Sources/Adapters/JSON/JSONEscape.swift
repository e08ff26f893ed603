/// The escapes of a JSON string (RFC 8259, section 7), shared by the two readers of JSON text, the fast decoder and the
/// check, so that they never disagree on what an escape means.
enum JSONEscape {
    /// The first halves of the characters a pair of `\u` escapes stands for.
    static let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF

    /// The byte that a backslash followed by `letter` stands for (`n`, a line feed), or nil when there is none (`u`
    /// begins a longer escape).
    static func unescaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The value of a hex digit of a `\u` escape, in either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The character a high surrogate and a low one stand for together, or nil when they are not such a pair.
    static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar? {
        guard highSurrogates.contains(high), (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
}
