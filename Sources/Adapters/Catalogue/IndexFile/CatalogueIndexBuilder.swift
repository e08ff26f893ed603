import Dispatch
import Foundation
import Synchronization

/// Writes a packed catalogue out as the catalogue index's bytes (`CatalogueIndexHeader` describes the layout), a few
/// blocks at a time (`IndexBlockSink`), never the whole index in memory: the header, the records and bodies, the ids,
/// the orders, the in-stock bits, the folded search text and its filter, each section of the catalogue file as that
/// section writes it (`IndexedCatalogueSection`), then a checksum of every block, each made as its block is written,
/// and, in the header, written last, of every checksum block. Six jobs on two cores share the work (`IndexSectionJobs`):
/// the orders are sorted and the search filter made while the products are written, half of them by each of two jobs.
enum CatalogueIndexBuilder {
    private static let blockSize = CatalogueIndexHeader.blockSize

    /// What is worked out before the first byte is written: the parts beyond the products, where each section lies and
    /// how long the file is, and where the second half of the products starts and its bodies with it.
    struct Plan {
        let catalogue: PackedCatalogue
        let parts: IndexParts
        let fileSections: [(section: IndexSection, bytes: [UInt8])]
        let sections: [Range<Int>]
        let fileLength: Int
        /// The first product of the second half: a multiple of 64, so that each half's records fill whole blocks.
        let split: Int
        let splitBodyOffset: Int

        /// The plan of `catalogue`'s index; nil when it does not fit the format (a text over 4 GiB, or an index of more
        /// than about 950 MB).
        init?(_ catalogue: PackedCatalogue) {
            let products = catalogue.products
            let recordsPerBlock = blockSize / CatalogueIndexHeader.recordSize
            split = products.count / 2 / recordsPerBlock * recordsPerBlock
            var (bodiesLength, splitBodyOffset) = (0, 0)
            for position in products.indices {
                let record = IndexRecord(products[position], bodyOffset: 0)
                let lengths = record.textLengths
                guard max(lengths.name, lengths.shortDescription, lengths.description, lengths.image) <= UInt32.max else { return nil }
                if position == split { splitBodyOffset = bodiesLength }
                bodiesLength += record.bodyLength
            }
            let (parts, fileSections) = (IndexParts(catalogue), catalogue.sections.indexBytes())
            var lengthsByText: [IndexSection: Int] = [.bodies: bodiesLength, .search: parts.search.count]
            for (section, bytes) in fileSections { lengthsByText[section] = bytes.count }
            let lengths = IndexSection.all.dropLast().map { section in
                CatalogueIndexHeader.fixedLength(of: section, productCount: products.count) ?? lengthsByText[section] ?? 0
            }
            guard let (sections, fileLength) = CatalogueIndexHeader.layout(dataLengths: lengths) else { return nil }
            (self.catalogue, self.parts, self.fileSections, self.sections, self.fileLength) = (catalogue, parts, fileSections, sections, fileLength)
            self.splitBodyOffset = splitBodyOffset
        }
    }

    /// The index of `catalogue`, decoded from the catalogue file whose identity was `identity` when it was read and
    /// whose bytes hash to `contentHash`, whole in memory; nil when it does not fit the format.
    /// Written `bufferBlocks` blocks at a time, as into a file.
    static func index(
        of catalogue: PackedCatalogue, madeFrom identity: FileIdentity, contentHash: UInt64, bufferBlocks: Int = IndexBlockSink.defaultBufferBlocks
    ) -> Data? {
        guard let plan = Plan(catalogue) else { return nil }
        let pieces = FilePiecesInMemory(length: plan.fileLength)
        // Cannot fail: every piece lies within the file.
        try? write(plan, madeFrom: identity, contentHash: contentHash, to: pieces, bufferBlocks: bufferBlocks)
        return pieces.data
    }

    /// Writes the index `plan` lays out through `pieces`, a file of `plan.fileLength` bytes: every block of it, the
    /// header last, each job gathering `bufferBlocks` blocks at a time. Throws what a write threw.
    static func write(
        _ plan: Plan, madeFrom identity: FileIdentity, contentHash: UInt64, to pieces: any FilePieces,
        bufferBlocks: Int = IndexBlockSink.defaultBufferBlocks
    ) throws {
        let checksumsRange = plan.sections[IndexSection.checksums.number]
        let checksums = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: checksumsRange.lowerBound / blockSize - 1)
        defer { checksums.deallocate() }
        try IndexSectionJobs(plan: plan, pieces: pieces, checksums: checksums, bufferBlocks: bufferBlocks).run()
        // The checksums, then the header that holds the checksum of each of their blocks, as the reader checks them.
        var checksumBlocks = [UInt8](repeating: 0, count: CatalogueIndexHeader.blocks(checksumsRange.count) * blockSize)
        checksumBlocks.withUnsafeMutableBytes { bytes in
            for (index, checksum) in checksums.enumerated() { bytes.storeBytes(of: checksum.littleEndian, toByteOffset: index * 8, as: UInt64.self) }
        }
        let rootChecksums = stride(from: 0, to: checksumBlocks.count, by: blockSize).map { start in
            checksumBlocks.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[start..<(start + blockSize)])) }
        }
        try checksumBlocks.withUnsafeBytes { try pieces.write($0, at: checksumsRange.lowerBound) }
        let header = CatalogueIndexHeader(
            catalogue: identity, catalogueHash: contentHash, currency: plan.catalogue.currency, productCount: plan.catalogue.products.count,
            namesOrderAsBytes: plan.parts.namesOrderAsBytes, sections: plan.sections, fileLength: plan.fileLength, rootChecksums: rootChecksums
        )
        try header.encoded().withUnsafeBytes { try pieces.write($0, at: 0) }
    }
}
