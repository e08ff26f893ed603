/// One Unicode scalar read from UTF-8 bytes, refusing what is not UTF-8: the fast paths read text a scalar at a time
/// without a `String`, some of it from files that may hold anything (a name read from an index file).
enum UTF8Scalar {
    /// The scalar whose UTF-8 starts at `index` in `utf8`, and its length in bytes; nil where the bytes there are not
    /// UTF-8 (a stray continuation byte, a sequence cut short, an overlong form, a surrogate, a value past U+10FFFF).
    @inline(__always)
    static func at(_ index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int)? {
        let lead = utf8[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        func continuation(_ offset: Int) -> UInt32? {
            index + offset < utf8.count && utf8[index + offset] & 0xC0 == 0x80 ? UInt32(utf8[index + offset] & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | second, 2)
        case 0xE0...0xEF:
            guard let second = continuation(1), let third = continuation(2) else { return nil }
            let value = UInt32(lead & 0x0F) << 12 | second << 6 | third
            guard value >= 0x800, !(0xD800...0xDFFF).contains(value) else { return nil }
            return (value, 3)
        case 0xF0...0xF4:
            guard let second = continuation(1), let third = continuation(2), let fourth = continuation(3) else { return nil }
            let value = UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth
            guard (0x10000...0x10FFFF).contains(value) else { return nil }
            return (value, 4)
        default:
            return nil
        }
    }
}
