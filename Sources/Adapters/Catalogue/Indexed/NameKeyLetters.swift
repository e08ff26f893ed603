import UseCases

/// The name key (`CatalogueOrder.nameKey`) of each scalar of the basic multilingual plane, made by calling the rule as
/// each is met, so that a name in another script is keyed without a `String`, as `LatinNameKeys` keys a Latin one.
///
/// Why a name's key is its scalars' keys one after another: the rule lower-cases a scalar at a time, then puts the
/// text in canonical form. Text whose every scalar is a starter that the canonical form's quick check passes alone
/// (`isStable`) is in canonical form whatever stands next to it: nothing composes with such a scalar, nor moves past
/// it. So when a name's scalars and their keys are all such, the name's key is their keys joined. A name with any other
/// scalar (an accent written after its letter, Hebrew points, a scalar beyond the plane) is left to the rule.
struct NameKeyLetters {
    private let rule: (String) -> String
    /// For each scalar below U+10000: 0 when not met yet, 1 when its key cannot be joined, else where its key lies in
    /// `keys`, as (start + 2) << 8 | length.
    private var entries = [UInt32](repeating: 0, count: 0x10000)
    /// Every key met so far, one after another.
    private var keys: [UInt8] = []

    /// The keys of `rule`.
    init(rule: @escaping (String) -> String) {
        self.rule = rule
    }

    /// Writes the key of the UTF-8 text `utf8` into `buffer` from `offset` and returns how many bytes it took; nil when
    /// the text is not UTF-8, holds a scalar whose key cannot be joined, or its key does not fit.
    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var (written, index) = (offset, 0)
        while index < utf8.count {
            guard let (value, length) = UTF8Scalar.at(index, in: utf8), value < 0x10000 else { return nil }
            index += length
            var entry = entries[Int(value)]
            if entry == 0 { entry = meet(value) }
            guard entry > 1 else { return nil }
            let (start, count) = (Int(entry >> 8) - 2, Int(entry & 0xFF))
            guard count <= buffer.count - written else { return nil }
            for position in 0..<count {
                buffer[written + position] = keys[start + position]
            }
            written += count
        }
        return written - offset
    }

    /// Asks the rule for the key of the scalar `value` alone, and records where it lies or that it cannot be joined.
    private mutating func meet(_ value: UInt32) -> UInt32 {
        let scalar = Unicode.Scalar(value) ?? " "
        let key = rule(String(scalar))
        var entry: UInt32 = 1
        if Self.isStable(scalar), key.unicodeScalars.allSatisfy(Self.isStable), key.utf8.count <= 0xFF, keys.count < 1 << 23 {
            entry = UInt32(keys.count + 2) << 8 | UInt32(key.utf8.count)
            keys += key.utf8
        }
        entries[Int(value)] = entry
        return entry
    }

    /// Whether `scalar` is a starter that passes the canonical form's quick check alone.
    private static func isStable(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.canonicalCombiningClass == .notReordered else { return false }
        var utf8 = String(scalar).utf8Span
        return utf8.checkForNFC(quickCheck: true)
    }
}
