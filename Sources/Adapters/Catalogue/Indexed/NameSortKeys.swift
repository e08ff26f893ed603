import Entities

/// Products' names as byte keys that order exactly as `CatalogueOrder`'s name rule (`lowercased()`, compared as
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
    private let bytes: [UInt8]
    /// Where each product's key starts in `bytes`, plus the end of the last key.
    private let starts: [Int]
    /// Each key's first eight bytes, big-endian and padded with zeros, so that most comparisons are one integer's.
    private let prefixes: [UInt64]
    /// The lowercased name of each product whose key is not bytes, by position; usually none.
    private let strings: [Int: String]
    /// Whether each name is compared as its `strings` entry.
    private let isString: [Bool]

    /// The keys of `count` names, those at `name(0)` to `name(count - 1)` in `text`, in that order.
    init(count: Int, in text: SharedText, name: (Int) -> TextSpan) {
        // A Latin name's key is never longer than the name (only U+0130 lengthens, and it is not a byte key), so one
        // buffer of the names' total length holds every key, written without growing or checking it per byte.
        var capacity = 0
        for index in 0..<count { capacity += name(index).count }
        let table = LatinLowercase.shared
        var strings: [Int: String] = [:]
        var isString = [Bool](repeating: false, count: count)
        var starts = [0]
        var prefixes: [UInt64] = []
        starts.reserveCapacity(count + 1)
        prefixes.reserveCapacity(count)
        bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, length in
            var end = 0
            for index in 0..<count {
                let span = name(index)
                let written = text.withUTF8(at: span) { table.lowercase($0, into: buffer, at: end) }
                let start = end
                if let written {
                    end += written
                } else {
                    strings[index] = text.string(at: span).lowercased()
                    isString[index] = true
                }
                var prefix: UInt64 = 0
                for offset in 0..<8 {
                    prefix <<= 8
                    if start + offset < end { prefix |= UInt64(buffer[start + offset]) }
                }
                prefixes.append(prefix)
                starts.append(end)
            }
            length = end
        }
        self.starts = starts
        self.prefixes = prefixes
        self.isString = isString
        self.strings = strings
    }

    /// Whether every key is bytes: then the order is total, and any subset of the names sorts as it stands in the
    /// order of them all. A name compared as a `String` can break that, since the standard library can find two
    /// strings neither equal nor ordered ("café1" and "cafe\u{301}").
    var allBytes: Bool { strings.isEmpty }

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

    /// The descending order made from `ascending`, this order ascending, without sorting again: the runs of equal keys
    /// in reverse, each still in catalogue order. Only when `allBytes`, for then equal keys are exactly the ties.
    func descending(from ascending: [Int]) -> [Int] {
        var descending: [Int] = []
        descending.reserveCapacity(ascending.count)
        bytes.withUnsafeBufferPointer { bytes in
            var end = ascending.count
            while end > 0 {
                var start = end - 1
                while start > 0, sameKey(ascending[start - 1], ascending[start], in: bytes) { start -= 1 }
                descending += ascending[start..<end]
                end = start
            }
        }
        return descending
    }

    private func sameKey(_ left: Int, _ right: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (leftStart, rightStart) = (starts[left], starts[right])
        let length = starts[left + 1] - leftStart
        guard prefixes[left] == prefixes[right], length == starts[right + 1] - rightStart else { return false }
        return Self.compare(bytes, from: leftStart, to: leftStart + length, with: rightStart, to: rightStart + length) == 0
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
