import Entities

/// Reads what `CacheByteWriter` wrote, checking every length against the bytes left, so that a damaged or hostile
/// cache ends the read with `Damaged` instead of reading out of bounds or reserving absurd amounts of memory.
struct CacheByteReader {
    /// The cache cannot be trusted; carries nothing, since a damaged cache is only ever rebuilt.
    struct Damaged: Error {}

    private let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - position }

    mutating func word() throws(Damaged) -> UInt64 {
        guard remaining >= 8 else { throw Damaged() }
        defer { position += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }

    mutating func integer() throws(Damaged) -> Int {
        Int(Int64(bitPattern: try word()))
    }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard remaining >= 1 else { throw Damaged() }
        defer { position += 1 }
        return bytes[position]
    }

    /// A count of things that each take at least `minimumSize` bytes, refused when the rest cannot hold them.
    mutating func count(ofItemsAtLeast minimumSize: Int) throws(Damaged) -> Int {
        let count = try integer()
        guard count >= 0, count <= remaining / max(minimumSize, 1) else { throw Damaged() }
        return count
    }

    mutating func string() throws(Damaged) -> String {
        let length = try count(ofItemsAtLeast: 1)
        defer { position += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
    }

    /// Where a run of text lies in the whole cache: `offset` bytes in, `count` bytes long.
    struct TextRun {
        let offset: Int
        let count: Int
    }

    /// Skips a length-prefixed run of bytes, saying where it lies in the whole cache, whose first `base` bytes come
    /// before these.
    mutating func textRun(startingAt base: Int) throws(Damaged) -> TextRun {
        let length = try count(ofItemsAtLeast: 1)
        defer { position += length }
        return TextRun(offset: base + position, count: length)
    }

    /// A span of `run`, written as its start and length within the run; refused unless it lies wholly inside it.
    mutating func span(in run: TextRun) throws(Damaged) -> TextSpan {
        let (start, length) = (try integer(), try integer())
        guard start >= 0, length >= 0, start <= run.count, length <= run.count - start else { throw Damaged() }
        return TextSpan(start: run.offset + start, count: length)
    }

    /// A reader of the bytes from the position up to `offset` (which lies between the position and the end).
    func slice(upTo offset: Int) -> CacheByteReader {
        CacheByteReader(UnsafeRawBufferPointer(rebasing: bytes[position..<offset]))
    }

    /// A reader of the bytes from `offset` (which lies between the position and the end) to the end.
    func slice(from offset: Int) -> CacheByteReader {
        CacheByteReader(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
    }

    /// The bytes from the position to the end, without reading them.
    var rest: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[position...])
    }
}
