/// Products' names as byte keys that order exactly as `CatalogueSort`'s name rule (`lowercased()`, compared as
/// `String`s), so that sorting a hundred thousand names compares bytes instead of Unicode strings.
///
/// Why the orders agree: `String`'s `<` compares the Unicode scalars of both strings in normalisation form C, one by
/// one, and UTF-8 bytes compare in the same order as the scalars they encode. A string whose scalars all lie below
/// U+0300 (ASCII, Latin-1 and the Latin extensions: every name in a Western catalogue) is already in form C, because
/// every scalar that normalisation composes, decomposes or reorders lies at or above U+0300. Such a lowercased name's
/// UTF-8 bytes are therefore its key. Any other name (or one whose lower case is not) keeps its `lowercased()` string
/// and is compared as a `String`.
struct NameSortKeys {
    /// Every byte key one after another.
    private var bytes: [UInt8] = []
    /// Where each product's key starts in `bytes`, plus the end of the last key.
    private var starts: [Int] = [0]
    /// Each key's first eight bytes, big-endian and padded with zeros, so that most comparisons are one integer's.
    private var prefixes: [UInt64] = []
    /// The lowercased name of each product whose key is not bytes; nil for the others.
    private var strings: [String?] = []
    /// Whether each name is compared as its `strings` entry.
    private var isString: [Bool] = []

    /// The keys of `names`, in the same order.
    init(_ names: [String]) {
        bytes.reserveCapacity(names.count * 16)
        starts.reserveCapacity(names.count + 1)
        prefixes.reserveCapacity(names.count)
        strings.reserveCapacity(names.count)
        isString.reserveCapacity(names.count)
        for name in names {
            append(name)
        }
    }

    private mutating func append(_ name: String) {
        let start = bytes.count
        var string: String?
        if !appendLatin(name) {
            bytes.removeSubrange(start...)
            string = name.lowercased()
        }
        var prefix: UInt64 = 0
        for offset in 0..<8 {
            prefix <<= 8
            if start + offset < bytes.count { prefix |= UInt64(bytes[start + offset]) }
        }
        prefixes.append(prefix)
        starts.append(bytes.count)
        strings.append(string)
        isString.append(string != nil)
    }

    /// Appends `name` lowercased when every scalar lies below U+0300 and so does its lower case; false otherwise.
    /// `lowercased()` maps scalar by scalar (`Unicode.Scalar.Properties.lowercaseMapping`), so a table of those
    /// mappings gives its bytes without building a `String` per name.
    private mutating func appendLatin(_ name: String) -> Bool {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in name.utf8 { bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
            return true
        }
        let (lowercase, starts, usable) = (Self.latinLowercase, Self.latinStarts, Self.latinUsable)
        for scalar in name.unicodeScalars {
            let value = Int(scalar.value)
            guard value < 0x300, usable[value] else { return false }
            bytes += lowercase[starts[value]..<starts[value + 1]]
        }
        return true
    }

    /// The UTF-8 bytes of every scalar below U+0300 lowercased, one after another, where each starts (plus the end),
    /// and whether it may be used: not for a scalar whose lower case reaches U+0300 (U+0130's carries U+0307).
    private static let (latinLowercase, latinStarts, latinUsable): ([UInt8], [Int], [Bool]) = {
        var lowercase: [UInt8] = []
        var starts: [Int] = []
        var usable: [Bool] = []
        for value in 0..<UInt32(0x300) {
            let mapping = Unicode.Scalar(value).map(\.properties.lowercaseMapping) ?? ""
            starts.append(lowercase.count)
            usable.append(mapping.unicodeScalars.allSatisfy { $0.value < 0x300 })
            lowercase += mapping.utf8
        }
        starts.append(lowercase.count)
        return (lowercase, starts, usable)
    }()

    /// The positions of the names in the name order, or its reverse when `descending`; equal names keep their order.
    func order(descending: Bool) -> [Int] {
        var order = Array(prefixes.indices)
        // Unsafe buffers, because a comparison that touches the arrays themselves retains and releases them, and that
        // was most of the sort's time.
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                prefixes.withUnsafeBufferPointer { prefixes in
                    isString.withUnsafeBufferPointer { isString in
                        order.sort { left, right in
                            let comparison: Int
                            if isString[left] || isString[right] {
                                comparison = compareStrings(left, right)
                            } else if prefixes[left] != prefixes[right] {
                                comparison = prefixes[left] < prefixes[right] ? -1 : 1
                            } else {
                                comparison = Self.compare(bytes, from: starts[left], to: starts[left + 1], with: starts[right], to: starts[right + 1])
                            }
                            if comparison == 0 { return left < right }
                            return descending ? comparison > 0 : comparison < 0
                        }
                    }
                }
            }
        }
        return order
    }

    /// Compares two keys whose first eight bytes are equal, eight bytes at a time: names in a big catalogue often
    /// share a long beginning ("Oak Lamp 1…"), and a byte at a time that was most of the sort's time.
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, from aStart: Int, to aEnd: Int, with bStart: Int, to bEnd: Int) -> Int {
        let common = min(aEnd - aStart, bEnd - bStart)
        var offset = 8
        let raw = UnsafeRawBufferPointer(bytes)
        while offset + 8 <= common {
            let x = raw.loadUnaligned(fromByteOffset: aStart + offset, as: UInt64.self).bigEndian
            let y = raw.loadUnaligned(fromByteOffset: bStart + offset, as: UInt64.self).bigEndian
            if x != y { return x < y ? -1 : 1 }
            offset += 8
        }
        while offset < common {
            let (x, y) = (bytes[aStart + offset], bytes[bStart + offset])
            if x != y { return x < y ? -1 : 1 }
            offset += 1
        }
        return (aEnd - aStart) - (bEnd - bStart)
    }

    private func compareStrings(_ left: Int, _ right: Int) -> Int {
        let (a, b) = (string(at: left), string(at: right))
        // Not `==`: the standard library can find two strings neither equal nor ordered ("café 10" and "cafe\u{301} 1"),
        // and the rule then keeps them in catalogue order, as a tie does.
        return a < b ? -1 : (b < a ? 1 : 0)
    }

    private func string(at index: Int) -> String {
        strings[index] ?? String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
    }
}
