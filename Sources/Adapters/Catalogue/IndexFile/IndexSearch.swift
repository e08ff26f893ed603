import UseCases

/// Finds the products whose folded searched fields hold every word of a search (`CatalogueSearch`'s words), in one pass
/// over the index's folded text of the groups of products that may hold them (`IndexSearchFilter`), a piece at a time:
/// a product's text ends in 0xFF, so counting those says whose text a match lies in, and a search of a catalogue of any
/// size holds only a piece and a bit per product. A search that needs only the first matches holds bits for the products
/// of the piece it read last, and stops reading once it has them.
struct IndexSearch {
    private let words: [[UInt8]]
    private let productCount: Int
    /// Whether `found` keeps every product's bits to the end, or only those of the products read last.
    private let keepsEveryProduct: Bool
    /// For each word, the products whose text holds it, from `firstFound` on.
    private var found: [PositionBits]
    private var firstFound = 0
    /// The products whose text has been read whole so far.
    private var productsRead = 0
    /// The last product's text so far, when a piece ended inside it.
    private var carried: [UInt8] = []

    /// The products matching every word of `text`, folded by the rule as the index is; nil when it has no words, which
    /// every product matches.
    static func matches(of text: String, in tables: IndexTables) throws(IndexDamage) -> PositionBits? {
        guard var search = IndexSearch(text, count: tables.productCount, keepingEveryProduct: true) else { return nil }
        try search.read(tables) { _, _ in true }
        return search.found.dropFirst().reduce(search.found[0]) { $0.intersection($1) }
    }

    /// The first products, in catalogue order, that match every word of `text` and that `keeps` keeps, until `limit` of
    /// them are found; and whether every product was read for them. Nil when `text` has no words.
    static func firstMatches(
        of text: String, keeping keeps: (Int) -> Bool, upTo limit: Int, in tables: IndexTables
    ) throws(IndexDamage) -> (positions: [Int], readEveryProduct: Bool)? {
        guard var search = IndexSearch(text, count: tables.productCount, keepingEveryProduct: false) else { return nil }
        var positions: [Int] = []
        var last = -1
        try search.read(tables) { search, read in
            for position in read where search.matchesEveryWord(position) && keeps(position) {
                positions.append(position)
                guard positions.count < limit else {
                    last = position
                    return false
                }
            }
            return true
        }
        return (positions, last < 0 || last == tables.productCount - 1)
    }

    private init?(_ text: String, count: Int, keepingEveryProduct: Bool) {
        words = CatalogueSearch(text).words.map { Array($0.utf8) }
        guard !words.isEmpty else { return nil }
        (productCount, keepsEveryProduct) = (count, keepingEveryProduct)
        found = words.map { _ in PositionBits(count: keepingEveryProduct ? count : 0) }
    }

    /// Whether the text of the product at `position`, among those read last, holds every word.
    private func matchesEveryWord(_ position: Int) -> Bool {
        found.allSatisfy { $0.contains(position - firstFound) }
    }

    /// Reads the folded text of the groups of products that may hold every word (`IndexSearchFilter`), in order, a
    /// piece at a time, telling `readOn` the search so far and the products just read, for as long as it says to read
    /// on; a group's text read to its end must end with its last product's. The other groups hold no match.
    private mutating func read(
        _ tables: IndexTables, readingOn readOn: (IndexSearch, Range<Int>) -> Bool
    ) throws(IndexDamage) {
        let text = tables.header.range(of: .search)
        for group in try IndexSearchFilter.groups(holding: words, in: tables) {
            productsRead = group.products.lowerBound
            var stopped = false
            try tables.reader.forEachPiece(of: (text.lowerBound + group.text.lowerBound)..<(text.lowerBound + group.text.upperBound)) {
                (piece, _) throws(IndexDamage) in
                let read = try read(piece)
                stopped = !readOn(self, read)
                return !stopped
            }
            guard !stopped else { return }
            guard productsRead == group.products.upperBound, carried.isEmpty else { throw IndexDamage("the search text does not fit the products") }
        }
    }

    /// Reads the next piece of the text: every product it ends is searched, the rest is carried to the next piece. The
    /// products searched.
    private mutating func read(_ piece: UnsafeRawBufferPointer) throws(IndexDamage) -> Range<Int> {
        let first = productsRead
        guard let lastEnd = piece.lastIndex(of: 0xFF) else {
            carried += piece
            return first..<first
        }
        if carried.isEmpty {
            try search(UnsafeRawBufferPointer(rebasing: piece[...lastEnd]))
        } else {
            carried += piece[...lastEnd]
            let whole = carried
            carried = []
            try whole.withIndexBytes { (bytes) throws(IndexDamage) in try search(bytes) }
        }
        carried += piece[(lastEnd + 1)...]
        return first..<productsRead
    }

    /// Searches the texts of whole products, the last ending at the last byte of `text`.
    private mutating func search(_ text: UnsafeRawBufferPointer) throws(IndexDamage) {
        let finder = ByteFinder(text)
        var ends: [Int] = []
        var scan = 0
        while let end = finder.firstIndex(of: 0xFF, from: scan) {
            ends.append(end)
            scan = end + 1
        }
        guard ends.count <= productCount - productsRead else { throw IndexDamage("the search text holds too many products") }
        if !keepsEveryProduct {
            (found, firstFound) = (words.map { _ in PositionBits(count: ends.count) }, productsRead)
        }
        for (index, word) in words.enumerated() {
            mark(word, in: finder, ends: ends, into: &found[index])
        }
        productsRead += ends.count
    }

    /// Sets the bit of each product among those ending at `ends` whose text holds `word`; after a product's first
    /// match, the search goes on from the next product.
    private func mark(_ word: [UInt8], in text: ByteFinder, ends: [Int], into found: inout PositionBits) {
        word.withUnsafeBytes { word in
            var position = 0
            var product = 0
            while let start = text.firstIndex(of: word, from: position) {
                while ends[product] < start { product += 1 }
                found.insert(productsRead + product - firstFound)
                position = ends[product] + 1
            }
        }
    }
}
