import UseCases

/// The search rule's folding (`CatalogueSearch.folded`) at the speed of a whole catalogue, as UTF-8 bytes: an index
/// folds every product's searched fields once. Nothing here states how text folds. The rule folds letters one by one and
/// a mark only with the letter before it, so text folds as its letters, each with the marks after it, do alone: each
/// letter is folded by the rule once (those below U+0300 into a table made up front, the others as they are met), and
/// so is each letter with the marks after it (remembered when there are at most two marks).
struct SearchFolding: Sendable {
    /// Folded by the shop's own rule.
    static let shared = SearchFolding(rule: CatalogueSearch.folded, isMark: CatalogueSearch.isMark)

    private let rule: @Sendable (String) -> String
    private let isMark: @Sendable (Unicode.Scalar) -> Bool
    /// How the rule folds each ASCII byte, when each folds to one ASCII byte (in lower case, it does); else nil.
    private var ascii: [UInt8]?
    /// No byte below this one starts the UTF-8 of a mark (`init`).
    private var markLead: UInt8 = 0
    /// For each scalar of the basic multilingual plane: 0 when not met yet, 1 for a mark, 2 for a folding too long to
    /// record (the rule is asked each time), else where the rule's folding of it alone lies in `letters`, as
    /// (start + 2) << 8 | length. Those below U+0300 are made up front. An array
    /// rather than a dictionary of arrays: hashing each letter, and counting references to its folding, took most of
    /// folding a catalogue in another script.
    private var entries = [UInt32](repeating: 0, count: 0x10000)
    /// Every folding met so far, one after another.
    private var letters: [UInt8] = []
    /// How the rule folds each scalar beyond that plane met so far, alone; nil for a mark.
    private var others: [Unicode.Scalar: [UInt8]?] = [:]
    /// How the rule folds each letter followed by one or two marks met so far, by the scalars packed (`clusterKey`).
    private var clusters: [UInt64: [UInt8]] = [:]

    /// The folding of `rule`, whose marks `isMark` tells, with its tables made by calling them.
    init(rule: @escaping @Sendable (String) -> String, isMark: @escaping @Sendable (Unicode.Scalar) -> Bool) {
        (self.rule, self.isMark, ascii) = (rule, isMark, nil)
        for value in 0..<UInt32(0x300) { _ = meet(value) }
        // The lead byte of the lowest mark below U+0300 the rule names, if any (the shop's names none): the UTF-8 of
        // every scalar below it starts with a lower byte, so a byte below this one starts no mark.
        let lowestMark = (0..<UInt32(0x300)).first { entries[Int($0)] == 1 } ?? 0x300
        markLead = lowestMark < 0x80 ? UInt8(lowestMark) : 0xC0 | UInt8(lowestMark >> 6)
        let ascii = (0..<UInt32(0x80)).compactMap { value -> UInt8? in
            let entry = entries[Int(value)]
            return entry > 2 && entry & 0xFF == 1 ? letters[Int(entry >> 8) - 2] : nil
        }
        self.ascii = ascii.count == 0x80 && ascii.allSatisfy { $0 < 0x80 } ? ascii : nil
    }

    /// `text` folded, as UTF-8.
    mutating func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var text = text
        text.makeContiguousUTF8()
        _ = text.utf8.withContiguousStorageIfAvailable { append(foldingUTF8: $0, to: &bytes) }
        return bytes
    }

    /// Appends the text whose UTF-8 is `utf8` folded to `bytes`, building a string only when it is not ASCII; bytes
    /// that are not UTF-8 fold as the string that repairs them.
    mutating func append(foldingUTF8 utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if !appendASCII(folding: utf8, to: &bytes) {
            appendUnicode(foldingUTF8: utf8, to: &bytes)
        }
    }

    /// Folds ASCII text through the table in one go, checked first (a byte at a time was most of the cost of
    /// indexing); false, with nothing appended, for any other text.
    private func appendASCII(folding utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        guard let ascii, utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let start = bytes.count
        // The bytes copied in one go, then folded where they lie: appending as many zeros first took longer than folding.
        bytes.append(contentsOf: utf8)
        ascii.withUnsafeBufferPointer { ascii in
            bytes.withUnsafeMutableBufferPointer { folded in
                for index in utf8.indices {
                    folded[start + index] = ascii[Int(utf8[index])]
                }
            }
        }
        return true
    }

    /// Folds the text whose UTF-8 is `utf8` a letter and the marks after it at a time (a mark the text starts with
    /// stands as a letter), reading its scalars from the bytes; bytes that are not UTF-8 fold as the string that
    /// repairs them.
    private mutating func appendUnicode(foldingUTF8 utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let start = bytes.count
        var index = 0
        while index < utf8.count {
            guard let (value, length) = UTF8Scalar.at(index, in: utf8) else {
                bytes.removeSubrange(start...)
                var repaired = String(decoding: utf8, as: UTF8.self)
                repaired.withUTF8 { appendUnicode(foldingUTF8: $0, to: &bytes) }
                return
            }
            var end = index + length
            while end < utf8.count, utf8[end] >= markLead, let (next, nextLength) = UTF8Scalar.at(end, in: utf8), isMarkMet(next) {
                end += nextLength
            }
            if end == index + length, value < 0x80, let ascii {
                bytes.append(ascii[Int(value)])
            } else if end == index + length, value < 0x10000, case let entry = entry(value), entry > 2 {
                appendLetters(at: Int(entry >> 8) - 2, count: Int(entry & 0xFF), to: &bytes)
            } else if end == index + length, value >= 0x10000, let folded = other(value) {
                bytes += folded
            } else {
                bytes += cluster(UnsafeBufferPointer(rebasing: utf8[index..<end]))
            }
            index = end
        }
    }

    /// Appends the `count` bytes of `letters` at `start`: a byte at a time for the few bytes of nearly every letter, which
    /// costs a fraction of one call to copy them.
    @inline(__always)
    private func appendLetters(at start: Int, count: Int, to bytes: inout [UInt8]) {
        guard count > 4 else {
            for offset in start..<(start + count) { bytes.append(letters[offset]) }
            return
        }
        letters.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<(start + count)])) }
    }

    /// Whether the scalar `value` is a mark, asked of the rule once a scalar.
    private mutating func isMarkMet(_ value: UInt32) -> Bool {
        value < 0x10000 ? entry(value) == 1 : other(value) == nil
    }

    /// How the rule folds a letter and the marks after it (or a mark standing as a letter, and those after it), whose
    /// UTF-8 is `utf8`.
    private mutating func cluster(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let key = Self.clusterKey(utf8) else { return Array(rule(String(decoding: utf8, as: UTF8.self)).utf8) }
        if let known = clusters[key] { return known }
        let folded = Array(rule(String(decoding: utf8, as: UTF8.self)).utf8)
        clusters[key] = folded
        return folded
    }

    /// The scalars of the UTF-8 `utf8`, up to three, packed into one number, 21 bits each (none is U+0000, which no
    /// mark is); nil for more.
    private static func clusterKey(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var (key, shift, index) = (UInt64(0), UInt64(0), 0)
        while index < utf8.count, let (value, length) = UTF8Scalar.at(index, in: utf8) {
            guard shift < 63 else { return nil }
            key |= UInt64(value) << shift
            shift += 21
            index += length
        }
        return key
    }

    /// The entry of the scalar `value` of the basic plane, asking the rule when it is first met.
    private mutating func entry(_ value: UInt32) -> UInt32 {
        let entry = entries[Int(value)]
        return entry == 0 ? meet(value) : entry
    }

    /// Asks the rule how the scalar `value` of the basic plane folds alone, or whether it is a mark, and records it.
    private mutating func meet(_ value: UInt32) -> UInt32 {
        // Every value below the surrogates is a scalar; the reader of UTF-8 gives no surrogate.
        let folded = Unicode.Scalar(value).flatMap { Self.fold($0, rule: rule, isMark: isMark) }
        var entry: UInt32 = 1
        if let folded {
            guard folded.count <= 0xFF, letters.count < 1 << 23 else {
                entries[Int(value)] = 2
                return 2
            }
            entry = UInt32(letters.count + 2) << 8 | UInt32(folded.count)
            letters += folded
        }
        entries[Int(value)] = entry
        return entry
    }

    /// How the rule folds the scalar `value` beyond the basic plane alone; nil for a mark.
    private mutating func other(_ value: UInt32) -> [UInt8]? {
        guard let scalar = Unicode.Scalar(value) else { return nil }
        if let known = others[scalar] { return known }
        let folded = Self.fold(scalar, rule: rule, isMark: isMark)
        others.updateValue(folded, forKey: scalar)
        return folded
    }

    private static func fold(_ scalar: Unicode.Scalar, rule: (String) -> String, isMark: (Unicode.Scalar) -> Bool) -> [UInt8]? {
        isMark(scalar) ? nil : Array(rule(String(scalar)).utf8)
    }
}
