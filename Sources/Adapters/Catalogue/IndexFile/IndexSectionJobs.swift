import Dispatch
import Synchronization

/// The six jobs that write the index's sections on two cores, each through sinks of its own (`IndexBlockSink`): the
/// search filter; the name orders; the records and bodies of each half of the products; the price and stock orders;
/// the ids, the in-stock bits, the search text and the catalogue file's sections. Unchecked: each job writes only
/// its own blocks, and its own blocks' checksums, and the first error any job met is read once every job is done.
final class IndexSectionJobs: @unchecked Sendable {
    private let plan: CatalogueIndexBuilder.Plan
    private let pieces: any FilePieces
    private let checksums: UnsafeMutableBufferPointer<UInt64>
    private let bufferBlocks: Int
    private let failure = Mutex<(any Error)?>(nil)

    /// The jobs writing `plan`'s sections through `pieces`, recording each block's checksum in `checksums`, with sinks
    /// of `bufferBlocks` blocks.
    init(plan: CatalogueIndexBuilder.Plan, pieces: any FilePieces, checksums: UnsafeMutableBufferPointer<UInt64>, bufferBlocks: Int) {
        (self.plan, self.pieces, self.checksums, self.bufferBlocks) = (plan, pieces, checksums, bufferBlocks)
    }

    /// Runs every job; throws the first error a write threw.
    func run() throws {
        // Six jobs, the longest first, so that the core done first takes the next whichever took longest.
        DispatchQueue.concurrentPerform(iterations: 6) { job in
            do {
                switch job {
                case 0: try writeWhole(.searchFilter, IndexSearchFilter.encoded(search: plan.parts.search, productCount: plan.catalogue.products.count))
                case 1: try writeOrders(plan.parts.nameOrders())
                case 2: try writeProducts(firstHalf: true)
                case 3: try writeProducts(firstHalf: false)
                case 4: try writeOrders(plan.parts.priceAndStockOrders())
                default: try writeIDsStockSearchAndFileSections()
                }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    private func range(_ section: IndexSection) -> Range<Int> {
        plan.sections[section.number]
    }

    /// A sink owning the whole of `section`.
    private func sink(_ section: IndexSection) -> IndexBlockSink {
        IndexBlockSink(pieces: pieces, owning: range(section), from: range(section).lowerBound, checksums: checksums, bufferBlocks: bufferBlocks)
    }

    /// Writes the records of one half of the products and their bodies. The first half owns the bodies up to the block
    /// the second half's first body starts in, and writes on into the second half's products until that block is full.
    private func writeProducts(firstHalf: Bool) throws {
        let (records, bodies) = (range(.records), range(.bodies))
        let (products, text) = (plan.catalogue.products, plan.catalogue.text)
        let splitRecord = records.lowerBound + plan.split * CatalogueIndexHeader.recordSize
        let splitBlock = min(bodies.lowerBound + CatalogueIndexHeader.blocks(plan.splitBodyOffset) * CatalogueIndexHeader.blockSize, bodies.upperBound)
        let first = firstHalf ? 0 : plan.split
        let recordSink = IndexBlockSink(
            pieces: pieces, owning: firstHalf ? records.lowerBound..<splitRecord : splitRecord..<records.upperBound,
            from: records.lowerBound + first * CatalogueIndexHeader.recordSize, checksums: checksums, bufferBlocks: bufferBlocks
        )
        let bodySink = IndexBlockSink(
            pieces: pieces, owning: firstHalf ? bodies.lowerBound..<splitBlock : splitBlock..<bodies.upperBound,
            from: bodies.lowerBound + (firstHalf ? 0 : plan.splitBodyOffset), checksums: checksums, bufferBlocks: bufferBlocks
        )
        for position in first..<products.count {
            if firstHalf, recordSink.isFull, bodySink.isFull { break }
            let product = products[position]
            let bodyOffset = bodySink.cursor - bodies.lowerBound
            try recordSink.append(count: CatalogueIndexHeader.recordSize) { IndexRecord(product, bodyOffset: bodyOffset).write(into: $0) }
            func append(_ span: TextSpan) throws {
                try text.withUTF8(at: span) { try bodySink.append(UnsafeRawBufferPointer($0)) }
            }
            try append(product.name)
            try append(product.shortDescription)
            try append(product.description)
            try append(product.image)
            try append(product.colours)
            try append(product.dimensions)
        }
        try recordSink.finish()
        try bodySink.finish()
    }

    private func writeOrders(_ orders: [IndexSection: [Int]]) throws {
        for (section, positions) in orders {
            let sink = sink(section)
            for position in positions { try sink.append(littleEndian: UInt32(position)) }
            try sink.finish()
        }
    }

    private func writeIDsStockSearchAndFileSections() throws {
        let (parts, products) = (plan.parts, plan.catalogue.products)
        let ids = sink(.ids)
        for position in parts.idOrder {
            try ids.append(littleEndian: UInt64(products[position].id.rawValue))
            try ids.append(littleEndian: UInt64(position))
        }
        try ids.finish()
        let inStock = sink(.inStock)
        for word in parts.inStock { try inStock.append(littleEndian: word) }
        try inStock.finish()
        for (section, bytes) in [(IndexSection.search, parts.search)] + plan.fileSections.map({ ($0.section, $0.bytes) }) {
            try writeWhole(section, bytes)
        }
    }

    /// Writes `bytes` as the whole of `section`.
    private func writeWhole(_ section: IndexSection, _ bytes: [UInt8]) throws {
        let sink = sink(section)
        try bytes.withUnsafeBytes { try sink.append($0) }
        try sink.finish()
    }
}
