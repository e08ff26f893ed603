/// Where the sections lie: one after another from the second block, each starting on a block, the checksums last,
/// with one checksum for every block before them. The same rule lays out an index and checks one that is read.
extension CatalogueIndexHeader {
    /// How many blocks `length` bytes take; no arithmetic here can overflow.
    static func blocks(_ length: Int) -> Int {
        length / blockSize + (length % blockSize == 0 ? 0 : 1)
    }

    /// The length `section` has in an index of `productCount` products, or nil where it depends on the products' texts
    /// or on what a section of the catalogue file holds.
    static func fixedLength(of section: IndexSection, productCount: Int) -> Int? {
        switch section {
        case .records: productCount * recordSize
        case .ids: productCount * idEntrySize
        case _ where IndexSection.orders.contains(section): productCount * orderEntrySize
        case .inStock: (productCount / 64 + (productCount % 64 == 0 ? 0 : 1)) * 8
        case .searchFilter: IndexSearchFilter.length(productCount: productCount)
        default: nil
        }
    }

    /// The sections of the given lengths (every section but the checksums, in order) laid out, with the file's length;
    /// nil when the index would have more checksum blocks than the header has room for.
    static func layout(dataLengths lengths: [Int]) -> (sections: [Range<Int>], fileLength: Int)? {
        var sections: [Range<Int>] = []
        var offset = blockSize
        for length in lengths {
            sections.append(offset..<(offset + length))
            offset += blocks(length) * blockSize
        }
        let checksumsLength = (offset / blockSize - 1) * 8
        guard blocks(checksumsLength) <= maximumRootCount else { return nil }
        sections.append(offset..<(offset + checksumsLength))
        return (sections, offset + blocks(checksumsLength) * blockSize)
    }

    /// Checks that the sections lie as `layout` lays them and have the lengths the product count gives them.
    func checkLayout() throws(IndexDamage) {
        let checksums = range(of: .checksums)
        let dataBlocks = checksums.lowerBound / Self.blockSize - 1
        // The header's own checks put every start within the file, so these products cannot overflow.
        guard checksums.count == dataBlocks * 8, fileLength == checksums.lowerBound + Self.blocks(checksums.count) * Self.blockSize,
              rootChecksums.count == Self.blocks(checksums.count) else {
            throw IndexDamage("the checksums do not cover the file")
        }
        var end = Self.blockSize
        for section in IndexSection.all where section != .checksums {
            let range = range(of: section)
            guard range.lowerBound == end, range.upperBound <= checksums.lowerBound else { throw IndexDamage("sections out of place") }
            if let length = Self.fixedLength(of: section, productCount: productCount), range.count != length {
                throw IndexDamage("a section of the wrong length")
            }
            end = range.lowerBound + Self.blocks(range.count) * Self.blockSize
        }
        guard end == checksums.lowerBound, range(of: .search).count >= productCount else { throw IndexDamage("sections out of place") }
    }
}
