import UseCases

/// The name key (`CatalogueOrder.nameKey`) of each scalar of the basic multilingual plane, and of each letter with the
/// marks after it, made by calling the rule as each is met, so that a name in another script is keyed without a
/// `String`, as `LatinNameKeys` keys a Latin one.
///
/// Why a name's key is its pieces' keys one after another: the rule lower-cases a scalar at a time, then puts the text
/// in canonical form, in which nothing composes with, nor moves past, a starter that the form's quick check passes
/// alone (`isStable`). So a name cut before each such scalar (whose key is such too) has as its key its pieces' keys
/// joined: a stable scalar alone, or a scalar and the others up to the next stable one (a letter and its accents, a
/// Hebrew letter and its points), each keyed by the rule.
struct NameKeyLetters {
    private let rule: (String) -> String
    /// For each scalar below U+10000: 0 when not met yet, 1 when not stable, else where its key lies in `keys`, as
    /// (start + 2) << 8 | length.
    private var entries = [UInt32](repeating: 0, count: 0x10000)
    /// Every key met so far, one after another.
    private var keys: [UInt8] = []
    /// The keys of pieces of up to three scalars, by the scalars packed, 21 bits each.
    private var pieces: [UInt64: [UInt8]] = [:]

    /// The keys of `rule`.
    init(rule: @escaping (String) -> String) {
        self.rule = rule
    }

    /// Writes the key of the UTF-8 text `utf8` into `buffer` from `offset` and returns how many bytes it took; nil when
    /// the text is not UTF-8 or its key does not fit.
    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var (written, index) = (offset, 0)
        while index < utf8.count {
            guard let (value, length) = UTF8Scalar.at(index, in: utf8) else { return nil }
            var end = index + length
            while end < utf8.count, let (next, nextLength) = UTF8Scalar.at(end, in: utf8), entry(next) < 2 { end += nextLength }
            let entry = entry(value)
            if end == index + length, entry > 1 {
                let (start, count) = (Int(entry >> 8) - 2, Int(entry & 0xFF))
                guard count <= buffer.count - written else { return nil }
                for position in 0..<count {
                    buffer[written + position] = keys[start + position]
                }
                written += count
            } else {
                let key = piece(UnsafeBufferPointer(rebasing: utf8[index..<end]))
                guard key.count <= buffer.count - written else { return nil }
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: key)
                written += key.count
            }
            index = end
        }
        return written - offset
    }

    /// The entry of the scalar `value`, asking the rule for its key when first met; 1 (not stable) beyond the plane.
    private mutating func entry(_ value: UInt32) -> UInt32 {
        guard value < 0x10000 else { return 1 }
        let entry = entries[Int(value)]
        return entry == 0 ? meet(value) : entry
    }

    /// The rule's key of the piece of a name whose UTF-8 is `utf8`, remembered when it is of three scalars at most.
    private mutating func piece(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var (packed, shift, index) = (UInt64(0), UInt64(0), 0)
        while index < utf8.count, shift < 63, let (value, length) = UTF8Scalar.at(index, in: utf8) {
            (packed, shift, index) = (packed | UInt64(value) << shift, shift + 21, index + length)
        }
        let remembered = index == utf8.count
        if remembered, let known = pieces[packed] { return known }
        let key = Array(rule(String(decoding: utf8, as: UTF8.self)).utf8)
        if remembered { pieces[packed] = key }
        return key
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
