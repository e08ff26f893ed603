/// Eight bytes of a JSON file read as one little-endian word, and the bit tricks that find in it, all eight at once,
/// the bytes the fast decoder must stop at: mechanism only, each answer the same as asking byte by byte, which the
/// decoder still does for the last few bytes of a file. A byte found is marked by its high bit (0x80) in the answer;
/// the first byte is the lowest, so the first found is `trailingZeroBitCount / 8`. Marks above the first may be wrong
/// (a borrow runs upward), and only the first is ever used.
enum JSONWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The word at `offset` of `bytes`, which holds at least eight bytes from there.
    @inline(__always)
    static func load(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Marks the bytes of `word` that end a run of plain text in a string: `"`, `\`, a control byte (below 0x20), or a
    /// byte of a character of several bytes (0x80 or above).
    @inline(__always)
    static func stringStops(_ word: UInt64) -> UInt64 {
        let quotes = zeroBytes(word ^ (ones &* 0x22)), backslashes = zeroBytes(word ^ (ones &* 0x5C))
        let controls = (word &- ones &* 0x20) & ~word & highBits
        return quotes | backslashes | controls | word & highBits
    }

    /// Whether `byte` ends a run of plain text in a string, as `stringStops` marks it.
    @inline(__always)
    static func stopsString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    /// Marks the bytes of `word` that are not spaces: the first is exact, since a byte equals a space exactly when its
    /// difference with one is zero.
    @inline(__always)
    static func firstNotSpace(_ word: UInt64) -> Int? {
        let different = word ^ (ones &* 0x20)
        return different == 0 ? nil : different.trailingZeroBitCount >> 3
    }

    /// The offset in the word of the first byte marked in `marks`.
    @inline(__always)
    static func first(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount >> 3
    }

    /// Marks the zero bytes of `word` (the first exactly).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
