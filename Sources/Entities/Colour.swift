/// A colour a product comes in, as 8-bit red, green and blue.
public struct Colour: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from exactly six hexadecimal digits (`RRGGBB`, either case), or nil.
    public init?(hex: String) {
        self.init(hexDigits: hex.utf8)
    }

    /// Creates a colour from the UTF-8 of exactly six hexadecimal digits, or nil; for readers that hold bytes, not a string.
    /// Inlinable, so that a reader made for speed (the catalogue's fast decoder) reads its own kind of bytes directly.
    @inlinable
    public init?<Digits: Collection>(hexDigits digits: Digits) where Digits.Element == UInt8 {
        guard digits.count == 6 else { return nil }
        var channels: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var index = digits.startIndex
        for channel in 0..<3 {
            guard let high = Colour.value(ofHexDigit: digits[index]),
                  let low = Colour.value(ofHexDigit: digits[digits.index(after: index)]) else { return nil }
            index = digits.index(index, offsetBy: 2)
            switch channel {
            case 0: channels.0 = high << 4 | low
            case 1: channels.1 = high << 4 | low
            default: channels.2 = high << 4 | low
            }
        }
        self.init(red: channels.0, green: channels.1, blue: channels.2)
    }

    /// The colour as six upper-case hexadecimal digits: `2F4F4F`.
    public var hex: String {
        [red, green, blue].map { channel in
            let digits = Array("0123456789ABCDEF")
            return String(digits[Int(channel >> 4)]) + String(digits[Int(channel & 0x0F)])
        }.joined()
    }

    @inlinable
    static func value(ofHexDigit digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
