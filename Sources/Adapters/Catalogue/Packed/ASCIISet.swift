/// A set of ASCII bytes as two words of bits: a value, so that asking it costs no reference count.
struct ASCIISet: Sendable {
    private var words: (UInt64, UInt64) = (0, 0)

    /// The bytes below 0x80 for which `isMember` holds.
    init(_ isMember: (UInt8) -> Bool) {
        for byte in UInt8(0)..<0x80 where isMember(byte) {
            if byte < 64 { words.0 |= 1 << UInt64(byte) } else { words.1 |= 1 << UInt64(byte - 64) }
        }
    }

    /// Whether `byte` is one of the set's; no byte from 0x80 on is.
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? words.0 >> UInt64(byte) & 1 == 1 : byte < 128 && words.1 >> UInt64(byte - 64) & 1 == 1
    }
}
