import Entities

/// The catalogue index's sections read as what they hold: products and their stock by position, positions by id,
/// each stored order, and the in-stock bits (the catalogue file's sections are read by `CatalogueSections.read(from:)`). Every position read from the file is checked to be one of
/// the catalogue's before it is used, and every product against its id where the id led to it.
struct IndexTables: Sendable {
    let reader: IndexBlockReader
    var header: CatalogueIndexHeader { reader.header }
    var productCount: Int { header.productCount }

    /// The record of the product at `position`, one of the catalogue's.
    func record(at position: Int) throws(IndexDamage) -> IndexRecord {
        let start = header.range(of: .records).lowerBound + position * CatalogueIndexHeader.recordSize
        let bytes = try reader.bytes(in: start..<(start + CatalogueIndexHeader.recordSize))
        let bodies = header.range(of: .bodies).count
        return try bytes.withIndexBytes { (raw) throws(IndexDamage) in try IndexRecord(reading: raw, bodiesLength: bodies) }
    }

    /// The stock the catalogue lists for the product at `position`.
    func stock(at position: Int) throws(IndexDamage) -> Int {
        try record(at: position).stock
    }

    /// The product at `position` as the catalogue lists it.
    func product(at position: Int) throws(IndexDamage) -> Product {
        let record = try record(at: position)
        let start = header.range(of: .bodies).lowerBound + record.bodyOffset
        let body = try reader.bytes(in: start..<(start + record.bodyLength))
        return try body.withIndexBytes { (raw) throws(IndexDamage) in try record.product(body: raw, currency: header.currency) }
    }

    /// The UTF-8 of the name of the product at `position`.
    func name(at position: Int) throws(IndexDamage) -> [UInt8] {
        let record = try record(at: position)
        let start = header.range(of: .bodies).lowerBound + record.bodyOffset
        return try reader.bytes(in: start..<(start + record.textLengths.name))
    }

    /// The position of the product with `id`, found by binary search in the ids, or nil when there is none.
    func position(of id: ProductID) throws(IndexDamage) -> Int? {
        let index = try idCount(below: id.rawValue)
        guard index < productCount, try entryID(at: index) == UInt64(id.rawValue) else { return nil }
        let position = try position(atIDIndex: index)
        guard try record(at: position).id == id else { throw IndexDamage("an id that leads to another product") }
        return position
    }

    /// How many of the catalogue's ids are below `id`, found by binary search: where the ids from `id` on start.
    func idCount(below id: Int) throws(IndexDamage) -> Int {
        var (low, high) = (0, productCount)
        while low < high {
            let middle = low + (high - low) / 2
            if try entryID(at: middle) < UInt64(id) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of the product whose id comes `index`th in id order.
    func position(atIDIndex index: Int) throws(IndexDamage) -> Int {
        let start = header.range(of: .ids).lowerBound + index * CatalogueIndexHeader.idEntrySize + 8
        return try checked(try reader.bytes(in: start..<(start + 8)).withIndexBytes { (raw) throws(IndexDamage) in try IndexWords(raw).count(at: 0) })
    }

    /// The position at `index` of the stored order `section`.
    func position(at index: Int, in section: IndexSection) throws(IndexDamage) -> Int {
        let start = header.range(of: section).lowerBound + index * CatalogueIndexHeader.orderEntrySize
        let bytes = try reader.bytes(in: start..<(start + CatalogueIndexHeader.orderEntrySize))
        return try checked(bytes.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) })
    }

    /// Gives every position of the stored order `section` to `body`, in order, reading it a piece at a time.
    func forEachPosition(in section: IndexSection, _ body: (Int) throws(IndexDamage) -> Void) throws(IndexDamage) {
        let count = productCount
        try reader.forEachPiece(of: header.range(of: section)) { (piece, _) throws(IndexDamage) in
            // Pieces are whole blocks, and a block holds a whole number of entries.
            for index in 0..<(piece.count / CatalogueIndexHeader.orderEntrySize) {
                let position = Int(UInt32(littleEndian: piece.loadUnaligned(fromByteOffset: index * CatalogueIndexHeader.orderEntrySize, as: UInt32.self)))
                guard position < count else { throw IndexDamage("an order holds no such product") }
                try body(position)
            }
            return true
        }
    }

    /// Which products the catalogue lists with some in stock.
    func inStock() throws(IndexDamage) -> PositionBits {
        let bytes = try reader.bytes(in: header.range(of: .inStock))
        let words = bytes.withUnsafeBytes { raw in (0..<(raw.count / 8)).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) } }
        return PositionBits(words: words, count: productCount)
    }

    private func entryID(at index: Int) throws(IndexDamage) -> UInt64 {
        let start = header.range(of: .ids).lowerBound + index * CatalogueIndexHeader.idEntrySize
        return try reader.bytes(in: start..<(start + 8)).withIndexBytes { (raw) throws(IndexDamage) in try IndexWords(raw).word(at: 0) }
    }

    private func checked(_ position: Int) throws(IndexDamage) -> Int {
        guard position < productCount else { throw IndexDamage("no such product") }
        return position
    }
}
