/// One part of the index file, written in order a few blocks at a time through `FilePieces`, each block checksummed
/// while it is in the cache, so that no job holds more than a few blocks of the index. Bytes are appended at a
/// cursor; only those inside the part the sink owns are written, from a block's start to the end of its part, and the
/// last block is padded with zeros when the part ends inside it (a section's end). A job that writes past its part (to
/// finish the block its last product ends in) or starts before it (after the block another job finishes) is thus
/// told nothing: each block is written whole, once, by the sink that owns it.
final class IndexBlockSink {
    private static let blockSize = CatalogueIndexHeader.blockSize
    /// How many blocks a sink gathers before it writes them: 256 KiB, few writes, and each block still in the cache.
    static let defaultBufferBlocks = 64

    private let pieces: any FilePieces
    private let checksums: UnsafeMutableBufferPointer<UInt64>?
    private let owned: Range<Int>
    private var buffer: UnsafeMutableRawBufferPointer
    /// Where the buffer's first byte goes in the file, a block's start.
    private var bufferStart: Int
    /// Where the next byte appended goes in the file.
    private(set) var cursor: Int

    /// A sink writing the bytes appended from file offset `start` that fall in `owned` (which starts on a block), and
    /// recording the checksum of each block it writes in `checksums`, by block (the header's is not), when given; it
    /// writes `bufferBlocks` blocks at a time.
    init(
        pieces: any FilePieces, owning owned: Range<Int>, from start: Int, checksums: UnsafeMutableBufferPointer<UInt64>?,
        bufferBlocks: Int = defaultBufferBlocks
    ) {
        (self.pieces, self.owned, self.checksums, cursor, bufferStart) = (pieces, owned, checksums, start, owned.lowerBound)
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockSize * max(bufferBlocks, 1), alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// Whether every byte of the part is appended: what follows is not this sink's.
    var isFull: Bool { cursor >= owned.upperBound }

    /// Appends `bytes` at the cursor.
    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard let source = bytes.baseAddress else { return }
        if let space = space(bytes.count) {
            space.copyMemory(from: source, byteCount: bytes.count)
            cursor += bytes.count
            return
        }
        try appendAcrossBounds(bytes)
    }

    /// Appends the `count` bytes that `write` writes into the space it is given, in place when they fit.
    @inline(__always)
    func append(count: Int, _ write: (UnsafeMutableRawBufferPointer) -> Void) throws {
        if let space = space(count) {
            write(UnsafeMutableRawBufferPointer(start: space, count: count))
            cursor += count
            return
        }
        try withUnsafeTemporaryAllocation(byteCount: count, alignment: 8) { temporary in
            write(temporary)
            try appendAcrossBounds(UnsafeRawBufferPointer(temporary))
        }
    }

    /// Appends `value`'s bytes, least significant first.
    @inline(__always)
    func append<Word: FixedWidthInteger>(littleEndian value: Word) throws {
        if let space = space(MemoryLayout<Word>.size) {
            space.storeBytes(of: value.littleEndian, as: Word.self)
            cursor += MemoryLayout<Word>.size
            return
        }
        try withUnsafeBytes(of: value.littleEndian) { try appendAcrossBounds($0) }
    }

    /// Where `count` bytes at the cursor go in the buffer, when they all lie inside the part and fit before it is full:
    /// nearly every append, each a record, a text, a colour or a number.
    @inline(__always)
    private func space(_ count: Int) -> UnsafeMutableRawPointer? {
        let end = cursor + count
        guard cursor >= owned.lowerBound, end <= owned.upperBound, end < bufferStart + buffer.count else { return nil }
        return buffer.baseAddress! + (cursor - bufferStart)
    }

    /// Appends `bytes`, dropping those outside the part, writing the buffer each time it fills.
    private func appendAcrossBounds(_ bytes: UnsafeRawBufferPointer) throws {
        var (from, to) = (max(cursor, owned.lowerBound), min(cursor + bytes.count, owned.upperBound))
        while from < to {
            let room = bufferStart + buffer.count - from
            let count = min(room, to - from)
            UnsafeMutableRawBufferPointer(rebasing: buffer[(from - bufferStart)...]).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: bytes[(from - cursor)..<(from - cursor + count)])
            )
            from += count
            if count == room { try flush(upTo: from) }
        }
        cursor += bytes.count
    }

    /// Writes what is left of the part, its last block padded with zeros.
    func finish() throws {
        let end = min(max(cursor, owned.lowerBound), owned.upperBound)
        guard end > bufferStart else { return }
        let padded = CatalogueIndexHeader.blocks(end - bufferStart) * Self.blockSize
        UnsafeMutableRawBufferPointer(rebasing: buffer[(end - bufferStart)..<padded]).initializeMemory(as: UInt8.self, repeating: 0)
        try flush(upTo: bufferStart + padded)
    }

    /// Checksums the whole blocks in the buffer up to file offset `end` and writes them.
    private func flush(upTo end: Int) throws {
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<(end - bufferStart)])
        if let checksums {
            for start in stride(from: 0, to: bytes.count, by: Self.blockSize) {
                let block = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + Self.blockSize)])
                checksums[(bufferStart + start) / Self.blockSize - 1] = ContentHash.hash(block)
            }
        }
        try pieces.write(bytes, at: bufferStart)
        bufferStart = end
    }
}
