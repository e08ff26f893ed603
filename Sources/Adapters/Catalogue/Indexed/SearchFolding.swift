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
    /// How the rule folds each scalar below U+0300 alone, as UTF-8; nil for a mark.
    private let latin: [[UInt8]?]
    /// How the rule folds each ASCII byte, when each folds to one ASCII byte (in lower case, it does); else nil.
    private let ascii: [UInt8]?
    /// How the rule folds each scalar of the basic multilingual plane from U+0300 met so far, alone, by its value; nil
    /// when not met yet, `.some(nil)` for a mark. An array rather than a dictionary: hashing each letter of a catalogue
    /// in another script took a quarter of folding it.
    private var plane = [[UInt8]??](repeating: nil, count: 0x10000)
    /// How the rule folds each scalar beyond that plane met so far, alone; nil for a mark.
    private var others: [Unicode.Scalar: [UInt8]?] = [:]
    /// How the rule folds each letter followed by one or two marks met so far, by the scalars packed (`clusterKey`).
    private var clusters: [UInt64: [UInt8]] = [:]

    /// The folding of `rule`, whose marks `isMark` tells, with its tables made by calling them.
    init(rule: @escaping @Sendable (String) -> String, isMark: @escaping @Sendable (Unicode.Scalar) -> Bool) {
        (self.rule, self.isMark) = (rule, isMark)
        // Every value below the surrogates is a scalar.
        let latin = (0..<UInt32(0x300)).map { value in Unicode.Scalar(value).flatMap { Self.fold($0, rule: rule, isMark: isMark) } }
        let ascii = latin[0..<0x80].compactMap { folded in folded.flatMap { $0.count == 1 && $0[0] < 0x80 ? $0[0] : nil } }
        (self.latin, self.ascii) = (latin, ascii.count == 0x80 ? ascii : nil)
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
        bytes.append(contentsOf: repeatElement(0, count: utf8.count))
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
            // A mark lies at or above U+0300, whose UTF-8 starts with 0xCC or more.
            while end < utf8.count, utf8[end] >= 0xCC, let (next, nextLength) = UTF8Scalar.at(end, in: utf8), isMarkMet(next) {
                end += nextLength
            }
            if end == index + length, value < 0x80, let ascii {
                bytes.append(ascii[Int(value)])
            } else if end == index + length, let folded = letter(value) {
                bytes += folded
            } else {
                bytes += cluster(UnsafeBufferPointer(rebasing: utf8[index..<end]))
            }
            index = end
        }
    }

    /// Whether the scalar `value` is a mark, asked of the rule once a scalar.
    private mutating func isMarkMet(_ value: UInt32) -> Bool {
        value >= 0x300 && letter(value) == nil
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

    /// How the rule folds the scalar `value` alone; nil for a mark.
    private mutating func letter(_ value: UInt32) -> [UInt8]? {
        guard let scalar = Unicode.Scalar(value) else { return nil }
        if scalar.value < 0x300 { return latin[Int(scalar.value)] }
        if scalar.value < 0x10000, let known = plane[Int(scalar.value)] { return known }
        if scalar.value >= 0x10000, let known = others[scalar] { return known }
        let folded = Self.fold(scalar, rule: rule, isMark: isMark)
        if scalar.value < 0x10000 {
            plane[Int(scalar.value)] = .some(folded)
        } else {
            others.updateValue(folded, forKey: scalar)
        }
        return folded
    }

    private static func fold(_ scalar: Unicode.Scalar, rule: (String) -> String, isMark: (Unicode.Scalar) -> Bool) -> [UInt8]? {
        isMark(scalar) ? nil : Array(rule(String(scalar)).utf8)
    }
}
