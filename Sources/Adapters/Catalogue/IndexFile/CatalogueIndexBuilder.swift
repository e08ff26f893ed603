import Dispatch
import Foundation

/// Lays a packed catalogue out as the catalogue index's bytes (`CatalogueIndexHeader` describes the layout), in one
/// allocation: the header, the records and bodies, the ids, the orders, the in-stock bits, the folded search text,
/// then a checksum of every block and, in the header, of every checksum block.
enum CatalogueIndexBuilder {
    private static let blockSize = CatalogueIndexHeader.blockSize

    /// The index of `catalogue`, decoded from the catalogue file whose identity was `identity` when it was read;
    /// nil when it does not fit the format (a text over 4 GiB, or an index of more than about 950 MB).
    static func index(of catalogue: PackedCatalogue, madeFrom identity: FileIdentity) -> Data? {
        let products = catalogue.products
        var bodiesLength = 0
        for position in products.indices {
            let record = IndexRecord(products[position], bodyOffset: 0)
            let lengths = record.textLengths
            guard max(lengths.name, lengths.shortDescription, lengths.description, lengths.image) <= UInt32.max else { return nil }
            bodiesLength += record.bodyLength
        }
        let parts = IndexParts(catalogue)
        let lengths = IndexSection.allCases.dropLast().map { section in
            CatalogueIndexHeader.fixedLength(of: section, productCount: products.count) ?? (section == .bodies ? bodiesLength : parts.search.count)
        }
        guard let (sections, fileLength) = CatalogueIndexHeader.layout(dataLengths: lengths) else { return nil }
        var data = Data(count: fileLength)
        let rootChecksums = data.withUnsafeMutableBytes { file in
            let sections = IndexSections(file: file, ranges: sections)
            writeProducts(catalogue, into: sections)
            writeParts(parts, into: sections)
            return writeChecksums(of: file, into: sections.ranges[IndexSection.checksums.rawValue])
        }
        let header = CatalogueIndexHeader(
            catalogue: identity, currency: catalogue.currency, productCount: products.count, namesOrderAsBytes: parts.namesOrderAsBytes,
            sections: sections, fileLength: fileLength, rootChecksums: rootChecksums
        )
        data.replaceSubrange(0..<blockSize, with: header.encoded())
        return data
    }

    /// The index file's bytes and where each section lies in them.
    private struct IndexSections {
        let file: UnsafeMutableRawBufferPointer
        let ranges: [Range<Int>]

        subscript(section: IndexSection) -> UnsafeMutableRawBufferPointer {
            UnsafeMutableRawBufferPointer(rebasing: file[ranges[section.rawValue]])
        }
    }

    private static func writeProducts(_ catalogue: PackedCatalogue, into sections: IndexSections) {
        let (records, bodies) = (sections[.records], sections[.bodies])
        var bodyOffset = 0
        func copy(_ span: TextSpan) {
            catalogue.text.withUTF8(at: span) { UnsafeMutableRawBufferPointer(rebasing: bodies[bodyOffset...]).copyMemory(from: UnsafeRawBufferPointer($0)) }
            bodyOffset += span.count
        }
        for position in catalogue.products.indices {
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

    private static func writeParts(_ parts: IndexParts, into sections: IndexSections) {
        let ids = sections[.ids]
        for (index, position) in parts.idOrder.enumerated() {
            // The id is read back from the record, not from `parts`, which holds positions only.
            let record = UnsafeRawBufferPointer(rebasing: sections[.records][(position * CatalogueIndexHeader.recordSize)...])
            ids.storeLittleEndian(UInt64(littleEndian: record.loadUnaligned(as: UInt64.self)), at: index * 16)
            ids.storeLittleEndian(UInt64(position), at: index * 16 + 8)
        }
        for section in IndexSection.orders {
            let order = sections[section]
            for (index, position) in (parts.orders[section] ?? []).enumerated() {
                order.storeLittleEndian(UInt32(position), at: index * CatalogueIndexHeader.orderEntrySize)
            }
        }
        for (index, word) in parts.inStock.enumerated() {
            sections[.inStock].storeLittleEndian(word, at: index * 8)
        }
        sections[.search].copyBytes(from: parts.search)
    }

    /// Writes the checksum of every block before `checksums` into it, on two cores, and returns the checksum of each of
    /// its own blocks, for the header.
    private static func writeChecksums(of file: UnsafeMutableRawBufferPointer, into checksums: Range<Int>) -> [UInt64] {
        let dataBlocks = checksums.lowerBound / blockSize - 1
        let target = SharedBytes(file)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let blocks = half == 0 ? 0..<(dataBlocks / 2) : (dataBlocks / 2)..<dataBlocks
            for index in blocks {
                let start = (index + 1) * blockSize
                let checksum = ContentHash.hash(UnsafeRawBufferPointer(rebasing: target.bytes[start..<(start + blockSize)]))
                target.bytes.storeLittleEndian(checksum, at: checksums.lowerBound + index * 8)
            }
        }
        return (0..<CatalogueIndexHeader.blocks(checksums.count)).map { index in
            let start = checksums.lowerBound + index * blockSize
            return ContentHash.hash(UnsafeRawBufferPointer(rebasing: file[start..<(start + blockSize)]))
        }
    }

    /// The file's bytes handed to both cores. Unchecked: each core writes the checksums of its own blocks only.
    private struct SharedBytes: @unchecked Sendable {
        let bytes: UnsafeMutableRawBufferPointer

        init(_ bytes: UnsafeMutableRawBufferPointer) {
            self.bytes = bytes
        }
    }
}
