import Foundation
import Synchronization

/// The hash of a whole file that the catalogue index records of its catalogue: the `ContentHash` of each block of
/// `FileBytes.blockSize` bytes, then of those hashes in order with the file's length. Blocks can so be hashed in any
/// order, on whichever core read them, while they are fresh; and a file read a block at a time, as the index's check
/// reads its catalogue, hashes the same.
package final class FileHash: @unchecked Sendable {
    private static let blockSize = FileBytes.blockSize
    /// Each block's hash, by its number, with room for `expectedLength` made at once. Unchecked: each block is written
    /// by one caller, however many there are at once, and read only by `finalize`, after them.
    private let hashes: UnsafeMutableBufferPointer<UInt64>
    /// The hashes of blocks beyond that room, of a file that grew since it was measured: rare, and behind a lock.
    private let beyond = Mutex<[Int: UInt64]>([:])

    /// The most blocks room is made for at once, 4 GiB of file: a length is only what a file said of itself, and a
    /// sparse file says many terabytes.
    private static let mostBlocksExpected = 1 << 12

    /// A hash of a file of about `expectedLength` bytes; its blocks may be added from several threads at once.
    package init(expectedLength: Int) {
        hashes = .allocate(capacity: min(Self.mostBlocksExpected, max(1, Self.blocks(in: max(0, expectedLength)))))
        hashes.initialize(repeating: 0)
    }

    deinit {
        hashes.deallocate()
    }

    /// The hash of `bytes`, a whole file.
    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let hash = FileHash(expectedLength: bytes.count)
        FileBytes.forEachBlock(of: bytes, startingIn: 0..<bytes.count) { hash.add($1, at: $0) }
        return hash.finalize(length: bytes.count)
    }

    /// The hash of `data`'s bytes, a whole file.
    package static func hash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { hash($0) }
    }

    /// Records `block`, the bytes at `offset` (a multiple of the block size): the whole block, or the file's last. A
    /// block given again replaces the one given before (a short last block, once the file grew).
    package func add(_ block: UnsafeRawBufferPointer, at offset: Int) {
        let (number, hash) = (offset / Self.blockSize, ContentHash.hash(block).littleEndian)
        guard number < hashes.count else { return beyond.withLock { $0[number] = hash } }
        hashes[number] = hash
    }

    /// The hash of a file of `length` bytes, from the blocks it was given.
    package func finalize(length: Int) -> UInt64 {
        var hash = ContentHash()
        withUnsafeBytes(of: UInt64(length).littleEndian) { hash.combine($0) }
        let count = Self.blocks(in: length)
        hash.combine(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: hashes[..<min(count, hashes.count)])))
        let beyond = self.beyond.withLock { $0 }
        for number in hashes.count..<max(count, hashes.count) {
            withUnsafeBytes(of: beyond[number] ?? 0) { hash.combine($0) }
        }
        return hash.finalize()
    }

    private static func blocks(in length: Int) -> Int {
        length / blockSize + (length % blockSize == 0 ? 0 : 1)
    }
}
