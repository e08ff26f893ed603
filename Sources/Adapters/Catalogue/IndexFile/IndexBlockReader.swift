import Synchronization

/// Reads the catalogue index through positioned reads, a block at a time, and checks every block against its checksum
/// before a byte of it is used: the checksum blocks against the header's checksums, every other block against its
/// checksum block. The file may be cut short, rewritten or damaged by another program at any moment; a read that
/// comes back short or does not match is `IndexDamage`, never a wrong byte. Small reads keep their blocks for later;
/// long ones (a search, a whole order) pass through in pieces without being kept, so memory stays small.
final class IndexBlockReader: Sendable {
    let header: CatalogueIndexHeader
    private let file: any RandomAccessFile
    private let kept = Mutex(KeptBlocks())
    private static let blockSize = CatalogueIndexHeader.blockSize
    /// Blocks kept for later reads: a page of a sorted catalogue reads about forty.
    private static let keptBlocks = 128
    /// Blocks read at once by a long read.
    private static let piece = 16

    /// A reader of `file`, whose header, already read and checked, is `header`.
    init(file: any RandomAccessFile, header: CatalogueIndexHeader) {
        self.file = file
        self.header = header
    }

    /// The bytes at `range`, which must lie in a section before the checksums.
    func bytes(in range: Range<Int>) throws(IndexDamage) -> [UInt8] {
        try checkInData(range)
        guard !range.isEmpty else { return [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for block in (range.lowerBound / Self.blockSize)...((range.upperBound - 1) / Self.blockSize) {
            let data = try self.block(block)
            let start = block * Self.blockSize
            bytes += data[(max(range.lowerBound, start) - start)..<(min(range.upperBound, start + Self.blockSize) - start)]
        }
        return bytes
    }

    /// Gives the bytes at `range` (in a section before the checksums) to `body` in order, in pieces of whole blocks,
    /// with the offset of each piece, for as long as `body` says to read on; none of them is kept.
    func forEachPiece(of range: Range<Int>, _ body: (UnsafeRawBufferPointer, Int) throws(IndexDamage) -> Bool) throws(IndexDamage) {
        try checkInData(range)
        guard !range.isEmpty else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.piece * Self.blockSize, alignment: 16)
        defer { buffer.deallocate() }
        var block = range.lowerBound / Self.blockSize
        let lastBlock = (range.upperBound - 1) / Self.blockSize
        while block <= lastBlock {
            let count = min(Self.piece, lastBlock - block + 1)
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<(count * Self.blockSize)])
            try read(piece, atBlock: block)
            for index in 0..<count {
                try verify(UnsafeRawBufferPointer(rebasing: piece[(index * Self.blockSize)..<((index + 1) * Self.blockSize)]), block: block + index)
            }
            let start = block * Self.blockSize
            let wanted = max(range.lowerBound, start)..<min(range.upperBound, start + piece.count)
            guard try body(UnsafeRawBufferPointer(rebasing: piece[(wanted.lowerBound - start)..<(wanted.upperBound - start)]), wanted.lowerBound) else { return }
            block += count
        }
    }

    private func checkInData(_ range: Range<Int>) throws(IndexDamage) {
        guard range.lowerBound >= Self.blockSize, range.upperBound <= header.range(of: .checksums).lowerBound else {
            throw IndexDamage("a read outside the index's sections")
        }
    }

    /// The data block at `index`, checked, from those kept or from the file.
    private func block(_ index: Int) throws(IndexDamage) -> [UInt8] {
        if let kept = kept.withLock({ $0.blocks[index] }) { return kept }
        let block = try readBlock(index)
        try block.withIndexBytes { (bytes) throws(IndexDamage) in try verify(bytes, block: index) }
        kept.withLock { $0.keep(block, at: index, most: Self.keptBlocks) }
        return block
    }

    private func verify(_ block: UnsafeRawBufferPointer, block index: Int) throws(IndexDamage) {
        guard ContentHash.hash(block) == (try checksum(ofBlock: index)) else { throw IndexDamage("a block's checksum does not match") }
    }

    /// The checksum the index holds for data block `index`: an entry of a checksum block, itself checked on first use.
    private func checksum(ofBlock index: Int) throws(IndexDamage) -> UInt64 {
        let entry = index - 1
        let (table, slot) = (entry / CatalogueIndexHeader.checksumsPerBlock, entry % CatalogueIndexHeader.checksumsPerBlock)
        if let checksums = kept.withLock({ $0.checksums[table] }) { return checksums[slot] }
        guard table < header.rootChecksums.count else { throw IndexDamage("a block without a checksum") }
        let bytes = try readBlock(header.range(of: .checksums).lowerBound / Self.blockSize + table)
        let checksums = bytes.withUnsafeBytes { raw in
            ContentHash.hash(raw) == header.rootChecksums[table]
                ? (0..<CatalogueIndexHeader.checksumsPerBlock).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
                : nil
        }
        guard let checksums else { throw IndexDamage("a checksum block's checksum does not match") }
        kept.withLock { $0.checksums[table] = checksums }
        return checksums[slot]
    }

    private func readBlock(_ index: Int) throws(IndexDamage) -> [UInt8] {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockSize, alignment: 16)
        defer { buffer.deallocate() }
        try read(buffer, atBlock: index)
        return [UInt8](buffer)
    }

    private func read(_ buffer: UnsafeMutableRawBufferPointer, atBlock index: Int) throws(IndexDamage) {
        let count: Int
        do {
            count = try file.read(into: buffer, at: index * Self.blockSize)
        } catch {
            throw IndexDamage("\(error)")
        }
        guard count == buffer.count else { throw IndexDamage("the index was cut short") }
    }

    /// Blocks already read and checked, and the checksum blocks already checked, by block number.
    private struct KeptBlocks {
        var blocks: [Int: [UInt8]] = [:]
        var checksums: [Int: [UInt64]] = [:]

        mutating func keep(_ block: [UInt8], at index: Int, most: Int) {
            if blocks.count >= most { blocks.removeAll(keepingCapacity: true) }
            blocks[index] = block
        }
    }
}
