import Foundation

/// A file of a fixed length written a piece at a time into memory, then taken whole (`data`): for file systems that
/// hold their files whole anyway, and for tests. Pieces written from several threads must not overlap.
public final class FilePiecesInMemory: FilePieces, @unchecked Sendable {
    /// Where a piece was to go beyond the file's length.
    public struct OutOfBounds: Error, Equatable {}

    /// Unchecked: written only through `write`, whose pieces do not overlap, and read once every piece is written.
    private let memory: UnsafeMutableRawBufferPointer

    /// A file of `length` zero bytes.
    public init(length: Int) {
        let allocated = UnsafeMutableRawBufferPointer.allocate(byteCount: max(length, 1), alignment: 16)
        allocated.initializeMemory(as: UInt8.self, repeating: 0)
        memory = UnsafeMutableRawBufferPointer(rebasing: allocated[..<length])
    }

    deinit {
        memory.deallocate()
    }

    /// The bytes written, and the zeros between them.
    public var data: Data {
        Data(memory)
    }

    public func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        guard offset >= 0, bytes.count <= memory.count - offset, offset <= memory.count else { throw OutOfBounds() }
        UnsafeMutableRawBufferPointer(rebasing: memory[offset..<(offset + bytes.count)]).copyMemory(from: bytes)
    }
}
