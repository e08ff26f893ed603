import Entities

/// The catalogue index's first block: what it was made from, where each section lies, and the checksums of the
/// checksum blocks, all covered by a checksum of its own. It is the only part read whole when a shop opens; every
/// number in it is checked against the others and against the file's size before anything is read through it.
package struct CatalogueIndexHeader: Equatable, Sendable {
    static let magic = Array("TASCHIDX".utf8)
    /// The format this Tasch writes and reads; any other is rebuilt, never converted. Version 2 added the catalogue's
    /// hash; version 3 folds the search text by `CatalogueSearch` instead of Foundation; version 4 adds the gift cards;
    /// version 5 the search filter; version 6 names each section in the header, so that a section added (or dropped,
    /// or made to mean other bytes, under another name) needs no other version: an index of other sections is rebuilt;
    /// version 7 orders names by their canonical form (`CatalogueOrder.nameKey`), which a name order of version 6 may not;
    /// version 8 hashes the catalogue a block at a time (`FileHash`), so that two cores can read it.
    static let version: UInt64 = 8
    /// Every section starts on a block and every block has a checksum; a read fetches whole blocks.
    package static let blockSize = 4096
    static let recordSize = 64
    static let idEntrySize = 16
    static let orderEntrySize = 4
    /// Checksums in one checksum block; the header holds one checksum per checksum block.
    static let checksumsPerBlock = blockSize / 8
    package static let checksumOffset = 16
    package static let sectionsOffset = 96
    /// Each section's entry in the header: the hash of its name, where it starts and how long it is.
    package static let sectionEntrySize = 24
    package static let rootCountOffset = sectionsOffset + IndexSection.names.count * sectionEntrySize
    /// The catalogue's hash is the header's last word, after the checksums of the checksum blocks.
    private static let catalogueHashOffset = blockSize - 8
    /// The most checksum blocks the header has room for: an index of up to about 950 MB.
    package static let maximumRootCount = (catalogueHashOffset - rootCountOffset - 8) / 8

    /// The catalogue file the index was made from, as it was when read.
    package var catalogue: FileIdentity
    /// The `FileHash` of that file's bytes, to tell when its identity cannot be trusted whether it still holds them.
    var catalogueHash: UInt64
    var currency: Currency
    var productCount: Int
    /// Whether every name orders by its bytes (`NameSortKeys`), so that the stored name orders are a total order and
    /// the products any search or filter keeps stand in them as they would once sorted apart.
    var namesOrderAsBytes: Bool
    /// Where each section lies in the file, by `IndexSection.number`.
    var sections: [Range<Int>]
    var fileLength: Int
    /// The checksum of each block of the checksums section.
    var rootChecksums: [UInt64]

    /// Where `section` lies in the file.
    package func range(of section: IndexSection) -> Range<Int> {
        sections[section.number]
    }

    /// What the header records of each section's name: its `ContentHash`, by `IndexSection.number`.
    static let sectionNames = IndexSection.names.map { name in Array(name.utf8).withUnsafeBytes { ContentHash.hash($0) } }

    /// The header as its block's bytes, its checksum included.
    func encoded() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Self.blockSize) { buffer, initialised in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            raw.copyBytes(from: Self.magic)
            let words: [(Int, UInt64)] = [
                (8, Self.version), (24, UInt64(fileLength)), (32, catalogue.device), (40, catalogue.inode),
                (48, UInt64(catalogue.size)), (56, UInt64(bitPattern: catalogue.modificationTime)),
                (64, UInt64(bitPattern: catalogue.changeTime)), (80, UInt64(productCount)), (88, namesOrderAsBytes ? 1 : 0),
                (Self.rootCountOffset, UInt64(rootChecksums.count)), (Self.catalogueHashOffset, catalogueHash),
            ]
            for (offset, word) in words { raw.storeLittleEndian(word, at: offset) }
            UnsafeMutableRawBufferPointer(rebasing: raw[72..<75]).copyBytes(from: currency.code.utf8)
            for (index, range) in sections.enumerated() {
                let entry = Self.sectionsOffset + Self.sectionEntrySize * index
                raw.storeLittleEndian(Self.sectionNames[index], at: entry)
                raw.storeLittleEndian(UInt64(range.lowerBound), at: entry + 8)
                raw.storeLittleEndian(UInt64(range.count), at: entry + 16)
            }
            for (index, checksum) in rootChecksums.enumerated() { raw.storeLittleEndian(checksum, at: Self.rootCountOffset + 8 + 8 * index) }
            raw.storeLittleEndian(ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[(Self.checksumOffset + 8)...])), at: Self.checksumOffset)
            initialised = Self.blockSize
        }
    }

    /// The header in `block`, the first block of a file of `fileSize` bytes, once every check passes.
    package init(decoding block: [UInt8], fileSize: Int) throws(IndexDamage) {
        guard block.count == Self.blockSize, block.starts(with: Self.magic) else { throw IndexDamage("not a catalogue index") }
        self = try block.withIndexBytes { (raw) throws(IndexDamage) -> CatalogueIndexHeader in
            let words = IndexWords(raw)
            guard try words.word(at: 8) == Self.version else { throw IndexDamage("another format") }
            guard try words.word(at: Self.checksumOffset) == ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[(Self.checksumOffset + 8)...])) else {
                throw IndexDamage("the header's checksum does not match")
            }
            return try CatalogueIndexHeader(checkedWords: words, raw: raw, fileSize: fileSize)
        }
    }

    init(
        catalogue: FileIdentity, catalogueHash: UInt64, currency: Currency, productCount: Int, namesOrderAsBytes: Bool,
        sections: [Range<Int>], fileLength: Int, rootChecksums: [UInt64]
    ) {
        (self.catalogue, self.catalogueHash) = (catalogue, catalogueHash)
        (self.currency, self.productCount, self.namesOrderAsBytes) = (currency, productCount, namesOrderAsBytes)
        (self.sections, self.fileLength, self.rootChecksums) = (sections, fileLength, rootChecksums)
    }

    private init(checkedWords words: IndexWords, raw: UnsafeRawBufferPointer, fileSize: Int) throws(IndexDamage) {
        let fileLength = try words.count(at: 24)
        self.fileLength = fileLength
        guard fileLength == fileSize, fileLength % Self.blockSize == 0 else { throw IndexDamage("cut short or grown") }
        catalogue = FileIdentity(
            device: try words.word(at: 32), inode: try words.word(at: 40), size: try words.count(at: 48),
            modificationTime: try words.signed(at: 56), changeTime: try words.signed(at: 64)
        )
        catalogueHash = try words.word(at: Self.catalogueHashOffset)
        guard raw[75..<80].allSatisfy({ $0 == 0 }), let currency = Currency(code: String(decoding: raw[72..<75], as: UTF8.self)) else {
            throw IndexDamage("no currency")
        }
        self.currency = currency
        productCount = try words.count(at: 80)
        let flag = try words.word(at: 88)
        // Bounds first, so that every product of every section fits in the file before any product count is multiplied.
        guard productCount <= fileLength / Self.recordSize, flag <= 1 else { throw IndexDamage("impossible counts") }
        namesOrderAsBytes = flag == 1
        sections = try IndexSection.all.map { (section) throws(IndexDamage) -> Range<Int> in
            let entry = Self.sectionsOffset + Self.sectionEntrySize * section.number
            guard try words.word(at: entry) == Self.sectionNames[section.number] else { throw IndexDamage("made with other sections") }
            let start = try words.count(at: entry + 8)
            let length = try words.count(at: entry + 16)
            guard start % Self.blockSize == 0, start >= Self.blockSize, start <= fileLength, length <= fileLength - start else {
                throw IndexDamage("a section outside the file")
            }
            return start..<(start + length)
        }
        let rootCount = try words.count(at: Self.rootCountOffset)
        guard rootCount <= Self.maximumRootCount else { throw IndexDamage("too many checksum blocks") }
        rootChecksums = try (0..<rootCount).map { (index) throws(IndexDamage) in try words.word(at: Self.rootCountOffset + 8 + 8 * index) }
        try checkLayout()
    }
}
