import Entities
import UseCases

/// Products' names as byte keys that order exactly as `CatalogueOrder`'s name keys (`nameKey`, compared as `String`s),
/// so that sorting a hundred thousand names compares bytes instead of Unicode strings. The keys are the rule's own,
/// written from a table the rule made (`LatinNameKeys`), and the order is the rule's comparison of them.
///
/// Why bytes order as the keys do: `String`'s `<` compares the Unicode scalars of both strings in normalisation form C,
/// one by one, and UTF-8 bytes compare in the same order as the scalars they encode. The rule's keys are in that form,
/// so their bytes order as they do. A name whose scalars all lie below U+0300 (ASCII, Latin-1 and the Latin
/// extensions: every name in a Western catalogue) has its key written from the table, without a `String`; the others
/// from the rule's keys of their scalars, or of a letter and its marks (`NameKeyLetters`). A key that would not fit
/// the room kept for it stays a `String`, compared by the rule as it stands.
struct NameSortKeys {
    /// Every byte key one after another.
    private let bytes: [UInt8]
    /// Where each product's key starts in `bytes`, plus the end of the last key.
    private let starts: [Int]
    /// Each key's first eight bytes, big-endian and padded with zeros, so that most comparisons are one integer's.
    private let prefixes: [UInt64]
    /// The key of each product's name that is not bytes, by position; usually none.
    private let strings: [Int: String]
    /// Whether each name is compared as its `strings` entry.
    private let isString: [Bool]

    /// The keys of `count` names, those at `name(0)` to `name(count - 1)` in `text`, in that order, written from `table`.
    init(count: Int, in text: SharedText, table: LatinNameKeys = .shared, name: (Int) -> TextSpan) {
        // A key written from the table is at most `growth` times its name (once, for lower case); one of another
        // script is seldom longer than its name, and never more than a few times. So one buffer of four times every
        // name, which costs only the pages written, holds every key, written without growing it.
        var capacity = 0
        for index in 0..<count { capacity += name(index).count }
        capacity *= max(table.growth, 4)
        var strings: [Int: String] = [:]
        var isString = [Bool](repeating: false, count: count)
        var starts = [0]
        var prefixes: [UInt64] = []
        starts.reserveCapacity(count + 1)
        prefixes.reserveCapacity(count)
        // No names, no bytes: the initialiser would write the count of the standard library's shared empty array, a
        // race between the two threads that build an index (RandomAccessFile.bytes says more).
        bytes = count == 0 ? [] : [UInt8](unsafeUninitializedCapacity: capacity) { buffer, length in
            var end = 0
            // Made at the first name the Latin table cannot key.
            var letters: NameKeyLetters?
            for index in 0..<count {
                let span = name(index)
                let written = text.withUTF8(at: span) { utf8 -> Int? in
                    // The table writes unchecked: only where its most fits, since a long key before may take the room.
                    if utf8.count * table.growth <= buffer.count - end, let written = table.key(utf8, into: buffer, at: end) { return written }
                    var other = letters.take() ?? NameKeyLetters(rule: table.rule)
                    defer { letters = other }
                    return other.key(utf8, into: buffer, at: end)
                }
                let start = end
                if let written {
                    end += written
                } else {
                    let key = table.rule(text.string(at: span))
                    if let written = Self.write(key, into: buffer, at: end) {
                        end += written
                    } else {
                        strings[index] = key
                        isString[index] = true
                    }
                }
                prefixes.append(Self.prefix(of: UnsafeMutableBufferPointer(rebasing: buffer[start..<end])))
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
    /// order of them all. A key kept as a `String` (one too long for its room) might not.
    var allBytes: Bool { strings.isEmpty }

    /// The positions of the names in the name order, ascending or `descending`: the rule's comparison of their keys,
    /// which compare as their bytes where both are bytes. Sorted from `start` when given, as `PositionOrder` does;
    /// else, when every key is bytes, a radix sort of the bytes proposes the order (`ByteKeyRadix`) and the rule
    /// checks each position against the next, which holds the whole order to it, sorting them itself should it disagree.
    func order(descending: Bool, startingFrom start: [Int]? = nil) -> [Int] {
        if start == nil, allBytes {
            let proposed = bytes.withUnsafeBufferPointer { bytes in
                starts.withUnsafeBufferPointer { ByteKeyRadix.order(bytes: bytes, starts: $0, descending: descending) }
            }
            let agrees = withRule(descending: descending) { comesFirst in
                zip(proposed, proposed.dropFirst()).allSatisfy { comesFirst($0, $1) }
            }
            if agrees { return proposed }
        }
        var order = start ?? Array(prefixes.indices)
        withRule(descending: descending) { comesFirst in order.sort(by: comesFirst) }
        return order
    }

    /// Runs `body` with the rule's placing of one position before another: its comparison of their keys, and a tie in
    /// position order.
    private func withRule<Result>(descending: Bool, _ body: ((Int, Int) -> Bool) -> Result) -> Result {
        // Unsafe buffers, because a comparison that touches the arrays themselves retains and releases them, and that
        // was most of the sort's time.
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                prefixes.withUnsafeBufferPointer { prefixes in
                    isString.withUnsafeBufferPointer { isString in
                        body { left, right in
                            let placement: CatalogueOrder.Placement
                            if isString[left] || isString[right] {
                                placement = CatalogueOrder.compare(string(at: left), string(at: right), descending: descending)
                            } else if prefixes[left] != prefixes[right] {
                                placement = CatalogueOrder.compare(prefixes[left], prefixes[right], descending: descending)
                            } else {
                                // How the keys' bytes compare, as a number's sign: the rule places that against zero.
                                let comparison = Self.compare(bytes, from: starts[left], to: starts[left + 1], with: starts[right], to: starts[right + 1])
                                placement = CatalogueOrder.compare(comparison, 0, descending: descending)
                            }
                            return CatalogueOrder.comesFirst(placement, positions: (left, right))
                        }
                    }
                }
            }
        }
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

    /// The first eight bytes of `key`, big-endian, padded with zeros.
    private static func prefix(of key: UnsafeMutableBufferPointer<UInt8>) -> UInt64 {
        var prefix: UInt64 = 0
        for offset in 0..<8 {
            prefix <<= 8
            if offset < key.count { prefix |= UInt64(key[offset]) }
        }
        return prefix
    }

    /// Writes `key` as UTF-8 into `buffer` from `offset`, and returns how many bytes it took; nil when it does not fit.
    private static func write(_ key: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var key = key
        return key.withUTF8 { utf8 in
            guard utf8.count <= buffer.count - offset else { return nil }
            _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: utf8)
            return utf8.count
        }
    }

    private func string(at index: Int) -> String {
        strings[index] ?? String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
    }
}
