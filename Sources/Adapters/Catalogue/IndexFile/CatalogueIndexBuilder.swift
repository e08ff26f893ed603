import Dispatch
import Foundation

/// Lays a packed catalogue out as the catalogue index's bytes (`CatalogueIndexHeader` describes the layout), in one
/// allocation: the header, the records and bodies, the ids, the orders, the in-stock bits, the folded search text and
/// its filter, each section of the catalogue file as that section writes it (`IndexedCatalogueSection`), then a checksum
/// of every block and, in the header, of every checksum block. Two cores share the work:
/// the orders are sorted while the products are written and the search filter made, and each core checksums half the
/// blocks.
enum CatalogueIndexBuilder {
    private static let blockSize = CatalogueIndexHeader.blockSize

    /// The index of `catalogue`, decoded from the catalogue file whose identity was `identity` when it was read and
    /// whose bytes hash to `contentHash`; nil when it does not fit the format (a text over 4 GiB, or an index of more
    /// than about 950 MB).
    static func index(of catalogue: PackedCatalogue, madeFrom identity: FileIdentity, contentHash: UInt64) -> Data? {
        let products = catalogue.products
        let split = products.count / 2
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
        var data = Data(count: fileLength)
        let secondHalfBodyOffset = splitBodyOffset
        let rootChecksums = data.withUnsafeMutableBytes { file in
            let writer = SectionWriter(file: file, ranges: sections, catalogue: catalogue, parts: parts, fileSections: fileSections)
            // Six jobs, the longest first, so that the core done first takes the next whichever took longest.
            DispatchQueue.concurrentPerform(iterations: 6) { job in
                switch job {
                case 0: writer.writeSearchFilter()
                case 1: writer.writeOrders(parts.nameOrders())
                case 2: writer.writeProducts(0..<split, bodyOffset: 0)
                case 3: writer.writeProducts(split..<products.count, bodyOffset: secondHalfBodyOffset)
                case 4: writer.writeOrders(parts.priceAndStockOrders())
                default: writer.writeIDsStockSearchAndFileSections()
                }
            }
            return writer.writeChecksums()
        }
        let header = CatalogueIndexHeader(
            catalogue: identity, catalogueHash: contentHash, currency: catalogue.currency, productCount: products.count, namesOrderAsBytes: parts.namesOrderAsBytes,
            sections: sections, fileLength: fileLength, rootChecksums: rootChecksums
        )
        data.replaceSubrange(0..<blockSize, with: header.encoded())
        return data
    }

    /// Writes the sections into the index file's bytes. Unchecked: every job of `index(of:madeFrom:)` writes sections,
    /// or products, that no other job writes, and the checksums are written once every job is done.
    private final class SectionWriter: @unchecked Sendable {
        private let file: UnsafeMutableRawBufferPointer
        private let ranges: [Range<Int>]
        private let catalogue: PackedCatalogue
        private let parts: IndexParts
        private let fileSections: [(section: IndexSection, bytes: [UInt8])]

        init(
            file: UnsafeMutableRawBufferPointer, ranges: [Range<Int>], catalogue: PackedCatalogue, parts: IndexParts,
            fileSections: [(section: IndexSection, bytes: [UInt8])]
        ) {
            (self.file, self.ranges, self.catalogue, self.parts, self.fileSections) = (file, ranges, catalogue, parts, fileSections)
        }

        private subscript(section: IndexSection) -> UnsafeMutableRawBufferPointer {
            UnsafeMutableRawBufferPointer(rebasing: file[ranges[section.number]])
        }

        /// Writes the records of the products at `positions` and their bodies, the first at `bodyOffset`.
        func writeProducts(_ positions: Range<Int>, bodyOffset start: Int) {
            let (records, bodies) = (self[.records], self[.bodies])
            var bodyOffset = start
            func copy(_ span: TextSpan) {
                catalogue.text.withUTF8(at: span) { UnsafeMutableRawBufferPointer(rebasing: bodies[bodyOffset...]).copyMemory(from: UnsafeRawBufferPointer($0)) }
                bodyOffset += span.count
            }
            for position in positions {
                let product = catalogue.products[position]
                let recordStart = position * CatalogueIndexHeader.recordSize
                IndexRecord(product, bodyOffset: bodyOffset).write(into: UnsafeMutableRawBufferPointer(rebasing: records[recordStart...]))
                copy(product.name)
                copy(product.shortDescription)
                copy(product.description)
                copy(product.image)
                for colour in product.colours {
                    (bodies[bodyOffset], bodies[bodyOffset + 1], bodies[bodyOffset + 2]) = (colour.red, colour.green, colour.blue)
                    bodyOffset += IndexRecord.colourSize
                }
                for dimension in product.dimensions {
                    bodies[bodyOffset] = IndexRecord.axisCode(dimension.axis)
                    let lengths = UnsafeMutableRawBufferPointer(rebasing: bodies[(bodyOffset + 1)...])
                    lengths.storeLittleEndian(dimension.centimeters.bitPattern, at: 0)
                    lengths.storeLittleEndian(dimension.inches.bitPattern, at: 8)
                    bodyOffset += IndexRecord.dimensionSize
                }
            }
        }

        func writeOrders(_ orders: [IndexSection: [Int]]) {
            for (section, positions) in orders {
                let order = self[section]
                for (index, position) in positions.enumerated() {
                    order.storeLittleEndian(UInt32(position), at: index * CatalogueIndexHeader.orderEntrySize)
                }
            }
        }

        func writeIDsStockSearchAndFileSections() {
            let ids = self[.ids]
            for (index, position) in parts.idOrder.enumerated() {
                ids.storeLittleEndian(UInt64(catalogue.products[position].id.rawValue), at: index * 16)
                ids.storeLittleEndian(UInt64(position), at: index * 16 + 8)
            }
            for (index, word) in parts.inStock.enumerated() {
                self[.inStock].storeLittleEndian(word, at: index * 8)
            }
            self[.search].copyBytes(from: parts.search)
            for (section, bytes) in fileSections { self[section].copyBytes(from: bytes) }
        }

        func writeSearchFilter() {
            IndexSearchFilter.encode(search: parts.search, productCount: catalogue.products.count, into: self[.searchFilter])
        }

        /// Writes the checksum of every block before the checksums into them, on two cores, and returns the checksum of
        /// each checksum block, for the header.
        func writeChecksums() -> [UInt64] {
            let checksums = ranges[IndexSection.checksums.number]
            let dataBlocks = checksums.lowerBound / blockSize - 1
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for index in half == 0 ? 0..<(dataBlocks / 2) : (dataBlocks / 2)..<dataBlocks {
                    let start = (index + 1) * blockSize
                    let checksum = ContentHash.hash(UnsafeRawBufferPointer(rebasing: file[start..<(start + blockSize)]))
                    file.storeLittleEndian(checksum, at: checksums.lowerBound + index * 8)
                }
            }
            return (0..<CatalogueIndexHeader.blocks(checksums.count)).map { index in
                let start = checksums.lowerBound + index * blockSize
                return ContentHash.hash(UnsafeRawBufferPointer(rebasing: file[start..<(start + blockSize)]))
            }
        }
    }
}
