/// A file's bytes read whole into memory of their own, which can be given back a part at a time once those bytes are
/// read (`release(_:)`): a big catalogue decoded into something else then never holds its file and what it became at
/// once. The memory is freed when the last reference goes.
public final class FileBytes: @unchecked Sendable {
    /// The blocks a file is handed to an observer in as it is read (`FileSystem.contents(atPath:maximumSize:observing:)`),
    /// each at a multiple of this offset: 1 MiB.
    public static let blockSize = 1 << 20

    /// Calls `body` with each block of `bytes`, a whole file's, that starts in `offsets` (the file's last block may be
    /// shorter), and its offset.
    public static func forEachBlock(of bytes: UnsafeRawBufferPointer, startingIn offsets: Range<Int>, _ body: (Int, UnsafeRawBufferPointer) -> Void) {
        let first = (offsets.lowerBound + blockSize - 1) / blockSize * blockSize
        for offset in stride(from: first, to: min(offsets.upperBound, bytes.count), by: blockSize) {
            body(offset, UnsafeRawBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + blockSize)]))
        }
    }

    /// The bytes; those of a part given back are no longer the file's, and must not be read again.
    public let bytes: UnsafeRawBufferPointer
    private let giveBack: @Sendable (UnsafeRawBufferPointer) -> Void
    private let free: @Sendable (UnsafeRawBufferPointer) -> Void

    /// `bytes`, whose parts `giveBack` returns to the system (or only marks unreadable), and which `free` frees.
    /// Unchecked: `bytes` is written only before `init`, and each part is given back at most once, by whoever reads it.
    public init(
        bytes: UnsafeRawBufferPointer, givingBack giveBack: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        freeing free: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) {
        self.bytes = bytes
        self.giveBack = giveBack
        self.free = free
    }

    /// A copy of `bytes`, for file systems that hold their files whole anyway: a part given back is only zeroed, as the
    /// system's pages read once given back, so that a reader that reads it again is found out in tests alike.
    public convenience init(copying bytes: some Collection<UInt8>) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        memory.copyBytes(from: bytes)
        self.init(
            bytes: UnsafeRawBufferPointer(rebasing: memory[..<bytes.count]),
            givingBack: { part in UnsafeMutableRawBufferPointer(mutating: part).initializeMemory(as: UInt8.self, repeating: 0) },
            freeing: { $0.deallocate() }
        )
    }

    deinit {
        free(bytes)
    }

    /// Gives back the memory of `range` (offsets into `bytes`), read and never to be read again: the whole pages inside
    /// it, where the system has pages, which then read as zeros, or, for a file mapped in place, as the file again (or
    /// zeros, past the end of a file cut short). From any thread; a part may take in parts given back
    /// before, so that a reader gives back all it read since it started, without rounding to pages itself.
    public func release(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<bytes.count)
        guard !clamped.isEmpty else { return }
        giveBack(UnsafeRawBufferPointer(rebasing: bytes[clamped]))
    }
}
