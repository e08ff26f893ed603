import UseCases

/// The name key (`CatalogueOrder.nameKey`) of every Unicode scalar below U+0300, as UTF-8, each made by calling the
/// rule, so that a Latin name's key is written without a `String` per name. The rule's key is the lower case, which
/// maps a name scalar by scalar; `NameSortKeysTests` holds the keys written from the table to the rule's own.
struct LatinNameKeys: Sendable {
    /// The keys of the shop's own rule.
    static let shared = LatinNameKeys(rule: CatalogueOrder.nameKey)

    /// The rule the table was made from, for the names it cannot key.
    let rule: @Sendable (String) -> String
    /// At most how many times longer in UTF-8 than its name a key written from the table is.
    let growth: Int
    /// Every key one after another.
    private let bytes: [UInt8]
    /// Where each scalar's key starts in `bytes`, plus the end of the last.
    private let starts: [Int]
    /// Whether each scalar's key stays below U+0300 too (the lower case of U+0130 carries U+0307).
    private let usable: [Bool]
    /// Each ASCII byte's key when every one is a single ASCII byte (in lower case, it is); else nil.
    private let ascii: [UInt8]?

    /// The keys of `rule`.
    init(rule: @escaping @Sendable (String) -> String) {
        var (bytes, starts, usable, growth) = ([UInt8](), [Int](), [Bool](), 1)
        for value in 0..<UInt32(0x300) {
            // Every value below the surrogates is a scalar.
            let scalar = String(Unicode.Scalar(value) ?? " ")
            let key = rule(scalar)
            starts.append(bytes.count)
            usable.append(key.unicodeScalars.allSatisfy { $0.value < 0x300 })
            if usable.last == true { growth = max(growth, (key.utf8.count + scalar.utf8.count - 1) / scalar.utf8.count) }
            bytes += key.utf8
        }
        starts.append(bytes.count)
        let ascii = (0..<0x80).compactMap { value in starts[value + 1] - starts[value] == 1 && bytes[starts[value]] < 0x80 ? bytes[starts[value]] : nil }
        (self.rule, self.growth, self.bytes, self.starts, self.usable) = (rule, growth, bytes, starts, usable)
        self.ascii = ascii.count == 0x80 ? ascii : nil
    }

    /// Writes the key of the UTF-8 text `utf8` into `buffer` from `offset` (room for `growth` times its length) and
    /// returns how many bytes it took, or nil when the text holds a scalar at or above U+0300 or one whose key does.
    func key(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var written = offset
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            if lead < 0x80, let ascii {
                buffer[written] = ascii[Int(lead)]
                written += 1
                index += 1
                continue
            }
            let value: Int
            if lead < 0x80 {
                value = Int(lead)
                index += 1
            } else {
                // Two-byte sequences with a lead byte from 0xC2 to 0xCB encode U+0080 to U+02FF; anything else is not
                // Latin, or not UTF-8 at all (a name can come from an index file), and is left to `String`.
                guard (0xC2..<0xCC).contains(lead), index + 1 < utf8.count, utf8[index + 1] & 0xC0 == 0x80 else { return nil }
                value = Int(lead & 0x1F) << 6 | Int(utf8[index + 1] & 0x3F)
                index += 2
            }
            guard usable[value] else { return nil }
            for position in starts[value]..<starts[value + 1] {
                buffer[written] = bytes[position]
                written += 1
            }
        }
        return written - offset
    }
}
