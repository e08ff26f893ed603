import Foundation

/// The hash of a whole file that the catalogue index records of its catalogue: the `ContentHash` of each block of
/// `FileBytes.blockSize` bytes, then of those hashes in order with the file's length. Blocks can so be hashed in any
/// order, on whichever core read them, while they are fresh; and a file read a block at a time, as the index's check
/// reads its catalogue, hashes the same.
package final class FileHash: @unchecked Sendable {
    private static let blockSize = FileBytes.blockSize
    /// Each block's hash, by its number; room for `expectedLength` is made at once.
    /// Unchecked: blocks within that room are each written by one caller, however many there are at once, and only
    /// read by `finalize`, after them; blocks beyond it come from one caller, after the rest.
    private var hashes: UnsafeMutableBufferPointer<UInt64>

    /// A hash of a file of about `expectedLength` bytes, whose blocks within that length may be added at once.
    package init(expectedLength: Int) {
        hashes = .allocate(capacity: max(1, Self.blocks(in: expectedLength)))
        hashes.initialize(repeating: 0)
    }

    deinit {
        hashes.deallocate()
    }

    /// The hash of `bytes`, a whole file.
    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let hash = FileHash(expectedLength: bytes.count)
        for offset in stride(from: 0, to: bytes.count, by: blockSize) {
            hash.add(UnsafeRawBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + blockSize)]), at: offset)
        }
        return hash.finalize(length: bytes.count)
    }

    /// The hash of `data`'s bytes, a whole file.
    package static func hash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { hash($0) }
    }

    /// Records `block`, the bytes at `offset` (a multiple of the block size): the whole block, or the file's last. A
    /// block given again replaces the one given before (a short last block, once the file grew).
    package func add(_ block: UnsafeRawBufferPointer, at offset: Int) {
        let number = offset / Self.blockSize
        if number >= hashes.count {
            let grown = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(number + 1, hashes.count * 2))
            grown.initialize(repeating: 0)
            _ = grown.update(fromContentsOf: hashes)
            hashes.deallocate()
            hashes = grown
        }
        hashes[number] = ContentHash.hash(block).littleEndian
    }

    /// The hash of a file of `length` bytes, from the blocks it was given.
    package func finalize(length: Int) -> UInt64 {
        var hash = ContentHash()
        let count = min(Self.blocks(in: length), hashes.count)
        withUnsafeBytes(of: UInt64(length).littleEndian) { hash.combine($0) }
        hash.combine(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: hashes[..<count])))
        return hash.finalize()
    }

    private static func blocks(in length: Int) -> Int {
        (length + blockSize - 1) / blockSize
    }
}
