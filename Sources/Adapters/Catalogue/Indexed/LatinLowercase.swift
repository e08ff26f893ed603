/// The lower case of every Unicode scalar below U+0300 as UTF-8 bytes: what `String.lowercased()` gives for Latin
/// text, which it maps scalar by scalar (`Unicode.Scalar.Properties.lowercaseMapping`), without a `String` per name.
struct LatinLowercase: Sendable {
    /// The table, built once.
    static let shared = LatinLowercase()

    /// Every mapping one after another.
    private let bytes: [UInt8]
    /// Where each scalar's mapping starts in `bytes`, plus the end of the last.
    private let starts: [Int]
    /// Whether each scalar's mapping stays below U+0300 too (not U+0130's, which carries U+0307).
    private let usable: [Bool]

    private init() {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var usable: [Bool] = []
        for value in 0..<UInt32(0x300) {
            let mapping = Unicode.Scalar(value).map(\.properties.lowercaseMapping) ?? ""
            starts.append(bytes.count)
            usable.append(mapping.unicodeScalars.allSatisfy { $0.value < 0x300 })
            bytes += mapping.utf8
        }
        starts.append(bytes.count)
        (self.bytes, self.starts, self.usable) = (bytes, starts, usable)
    }

    /// Writes the lower case of the UTF-8 text `utf8` into `buffer` from `offset` and returns how many bytes it took,
    /// or nil when the text holds a scalar at or above U+0300 or one whose lower case does.
    func lowercase(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var written = offset
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            if lead < 0x80 {
                buffer[written] = lead &- 0x41 < 26 ? lead | 0x20 : lead
                written += 1
                index += 1
                continue
            }
            // Two-byte sequences with a lead byte from 0xC2 to 0xCB encode U+0080 to U+02FF; anything else is not
            // Latin, or not UTF-8 at all (a name can come from an index file), and is left to `String`.
            guard (0xC2..<0xCC).contains(lead), index + 1 < utf8.count, utf8[index + 1] & 0xC0 == 0x80 else { return nil }
            let value = Int(lead & 0x1F) << 6 | Int(utf8[index + 1] & 0x3F)
            guard usable[value] else { return nil }
            for position in starts[value]..<starts[value + 1] {
                buffer[written] = bytes[position]
                written += 1
            }
            index += 2
        }
        return written - offset
    }
}
