/// Which groups of products a search need read: for each group of `groupSize` products, one bit a row, set in the row of
/// each three bytes running in the group's folded text (its trigrams, as a hash places them), and where the group's
/// text lies in the search text. A word of the search holds the trigrams it is made of, so a group whose bits lack one of
/// them holds no product that matches: its text is passed over, and a word that few products hold is found without
/// reading the rest. The search rule decides the words and the folding (`CatalogueSearch`); this only passes over what
/// cannot match, and a group it keeps is searched as before. Stored as the group offsets, then the rows, each row one
/// bit a group, so that a search reads the few rows its trigrams name.
struct IndexSearchFilter {
    /// A group of products a search reads: its positions and where its folded text lies in the search section.
    struct Group: Equatable {
        let products: Range<Int>
        let text: Range<Int>
    }

    static let groupSize = 256
    /// The most rows, for a catalogue of a few groups or more: 8,192 bits for a group's trigrams, of which a group of a
    /// real catalogue has a few thousand.
    static let mostRows = 8192

    /// The length of the section for `productCount` products.
    static func length(productCount: Int) -> Int {
        (groupCount(productCount) + 1) * 8 + rowCount(productCount) * rowLength(productCount)
    }

    /// How many rows: a power of two, fewer for a small catalogue, whose groups hold fewer trigrams.
    static func rowCount(_ productCount: Int) -> Int {
        min(mostRows, max(64, 1 << (Int.bitWidth - (productCount * 4).leadingZeroBitCount)))
    }

    /// The section made from `text`, the search section's bytes, which end each of the `productCount` products in 0xFF.
    static func encoded(search text: [UInt8], productCount: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: length(productCount: productCount))
        bytes.withUnsafeMutableBytes { encode(search: text, productCount: productCount, into: $0) }
        return bytes
    }

    /// Writes the section made from `text` into `section`, zeroed and `length(productCount:)` bytes long.
    static func encode(search text: [UInt8], productCount: Int, into section: UnsafeMutableRawBufferPointer) {
        let (groups, rows, rowLength) = (groupCount(productCount), (groupCount(productCount) + 1) * 8, rowLength(productCount))
        let shift = shift(among: rowCount(productCount))
        var (group, inGroup, trigram, letters) = (0, 0, UInt32(0), 0)
        // The group's byte in row 0 and its bit there, worked out once a group.
        var (groupByte, groupBit) = (rows, UInt8(1))
        // Unsafe, and the row's shift worked out once: a byte of a hundred thousand products' text at a time, checked
        // and hashed through calls, was most of the index's sections.
        text.withUnsafeBufferPointer { text in
            for offset in text.indices {
                let byte = text[offset]
                // A match lies within one product's text; the three bytes across a field's line feed are kept as any
                // others, so that what a word may hold stays the search rule's to say.
                guard byte == 0xFF else {
                    trigram = (trigram << 8 | UInt32(byte)) & 0xFF_FFFF
                    letters += 1
                    if letters >= 3 { section[groupByte &+ row(of: trigram, shift: shift) &* rowLength] |= groupBit }
                    continue
                }
                letters = 0
                inGroup += 1
                if inGroup == groupSize || offset == text.count - 1 {
                    (group, inGroup) = (group + 1, 0)
                    (groupByte, groupBit) = (rows + group / 8, 1 << UInt8(group % 8))
                    section.storeLittleEndian(UInt64(offset + 1), at: min(group, groups) * 8)
                }
            }
        }
    }

    /// The groups whose text may hold every one of `words` (folded by the rule), in catalogue order; every group when no
    /// word is three bytes long.
    static func groups(holding words: [[UInt8]], in tables: IndexTables) throws(IndexDamage) -> [Group] {
        let count = tables.productCount
        let (groups, rowLength) = (groupCount(count), rowLength(count))
        let section = tables.header.range(of: .searchFilter)
        let offsets = try tables.reader.bytes(in: section.lowerBound..<(section.lowerBound + (groups + 1) * 8)).withIndexBytes {
            (raw) throws(IndexDamage) in try (0...groups).map { (group) throws(IndexDamage) in try IndexWords(raw).count(at: group * 8) }
        }
        guard offsets.first == 0, offsets.last == tables.header.range(of: .search).count, zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw IndexDamage("the search filter's groups do not fit the search text")
        }
        var kept = [UInt8](repeating: 0xFF, count: rowLength)
        for row in Set(words.flatMap { rows(of: $0, among: rowCount(count)) }) {
            let start = section.lowerBound + (groups + 1) * 8 + row * rowLength
            for (index, byte) in try tables.reader.bytes(in: start..<(start + rowLength)).enumerated() { kept[index] &= byte }
        }
        return (0..<groups).filter { kept[$0 / 8] & 1 << UInt8($0 % 8) != 0 }.map { group in
            Group(products: (group * groupSize)..<min((group + 1) * groupSize, count), text: offsets[group]..<offsets[group + 1])
        }
    }

    /// The rows of the trigrams of `word`, of `rowCount` rows.
    static func rows(of word: [UInt8], among rowCount: Int) -> [Int] {
        guard word.count >= 3 else { return [] }
        return (2..<word.count).map { end in
            row(of: UInt32(word[end - 2]) << 16 | UInt32(word[end - 1]) << 8 | UInt32(word[end]), among: rowCount)
        }
    }

    /// The row of `trigram`, its three bytes in its low bits, among `rowCount` rows (a power of two), by Fibonacci hashing.
    private static func row(of trigram: UInt32, among rowCount: Int) -> Int {
        row(of: trigram, shift: shift(among: rowCount))
    }

    /// The row of `trigram` for the `shift` of a number of rows (`shift(among:)`).
    @inline(__always)
    private static func row(of trigram: UInt32, shift: UInt32) -> Int {
        Int((trigram &* 0x9E37_79B1) >> shift)
    }

    /// How far a hash is shifted to leave as many bits as `rowCount` (a power of two) needs.
    private static func shift(among rowCount: Int) -> UInt32 {
        UInt32(32 - rowCount.trailingZeroBitCount)
    }

    private static func groupCount(_ productCount: Int) -> Int {
        productCount / groupSize + (productCount % groupSize == 0 ? 0 : 1)
    }

    private static func rowLength(_ productCount: Int) -> Int {
        groupCount(productCount) / 8 + (groupCount(productCount) % 8 == 0 ? 0 : 1)
    }
}
