/// Writes the cache's primitive values into memory sized beforehand: little-endian integers and length-prefixed
/// UTF-8 strings. Sizing first lets a big cache be written in place, without growing or copying it.
struct CacheByteWriter {
    private let bytes: UnsafeMutableRawBufferPointer
    private(set) var position = 0

    /// A writer filling `bytes`, which must be exactly as long as what is written (see the `size` functions).
    init(into bytes: UnsafeMutableRawBufferPointer) {
        self.bytes = bytes
    }

    static let wordSize = 8

    static func size(of text: String) -> Int {
        wordSize + text.utf8.count
    }

    mutating func append(_ value: UInt64) {
        bytes.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt64.self)
        position += Self.wordSize
    }

    mutating func append(_ value: Int) {
        append(UInt64(bitPattern: Int64(value)))
    }

    mutating func append(_ value: UInt8) {
        bytes[position] = value
        position += 1
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a length and then the bytes.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        append(utf8.count)
        UnsafeMutableRawBufferPointer(rebasing: bytes[position..<(position + utf8.count)]).copyMemory(from: UnsafeRawBufferPointer(utf8))
        position += utf8.count
    }

    /// Overwrites the eight bytes at `offset`, for a checksum known only at the end.
    func set(_ value: UInt64, at offset: Int) {
        bytes.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt64.self)
    }
}
