import Adapters
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file into memory sized for it, a block (`FileBytes.blockSize`) at a time.
extension LocalFileSystem {
    /// From what size a regular file is read on two cores: below it, the second thread would cost more than it saves.
    static let twoCoreFillMinimum = 8 << 20

    /// Reads into `bytes` until they are full or the file ends, handing each block read, whole, to `observe` with its
    /// offset; how many bytes it read. A big file that can be read at any offset (`positioned`, a regular file) is read
    /// in two halves at once, one a core: most of the time of reading a file into memory not touched before is the
    /// kernel making pages for it, and each core makes its own. The file's position is left where the bytes end.
    static func fill(
        _ bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32, path: String, positioned: Bool,
        observing observe: @Sendable (Int, UnsafeRawBufferPointer) -> Void
    ) throws -> Int {
        HugePages.advise(bytes)
        guard positioned, bytes.count >= twoCoreFillMinimum else {
            return try fill(bytes, from: descriptor, at: nil, path: path, observing: observe)
        }
        let middle = bytes.count / 2 / FileBytes.blockSize * FileBytes.blockSize
        let halves = Halves(bytes)
        // concurrentPerform rather than an async block and a wait: it runs an iteration on the calling thread when no
        // other is free, so it cannot wait for a thread that never comes.
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let range = half == 0 ? 0..<middle : middle..<halves.bytes.count
            let part = UnsafeMutableRawBufferPointer(rebasing: halves.bytes[range])
            let filled = Result { try fill(part, from: descriptor, at: range.lowerBound, path: path, observing: observe) }
            if half == 0 { halves.first = filled } else { halves.second = filled }
        }
        let (first, second) = (try halves.first.get(), try halves.second.get())
        // A file that ended before the middle was cut short as it was read: what the second half found is not in it.
        let filled = first < middle ? first : middle + second
        guard lseek(descriptor, off_t(filled), SEEK_SET) >= 0 else { throw error("cannot read", path, errno) }
        return filled
    }

    /// Reads into `bytes` a block at a time until they are full or the file ends, from the file's position, or from
    /// `offset` when given, which is then where `bytes` lie in the file; each block is observed at its offset.
    private static func fill(
        _ bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int?, path: String,
        observing observe: (Int, UnsafeRawBufferPointer) -> Void
    ) throws -> Int {
        var filled = 0
        while filled < bytes.count {
            let block = UnsafeMutableRawBufferPointer(rebasing: bytes[filled..<min(bytes.count, filled + FileBytes.blockSize)])
            let count = try fill(block, from: descriptor, at: offset.map { $0 + filled }, path: path)
            if count > 0 { observe((offset ?? 0) + filled, UnsafeRawBufferPointer(rebasing: block[..<count])) }
            filled += count
            if count < block.count { break }
        }
        return filled
    }

    /// Reads into `block` until it is full or the file ends, as above; how many bytes it read.
    private static func fill(_ block: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int?, path: String) throws -> Int {
        var count = 0
        while count < block.count {
            let rest = UnsafeMutableRawBufferPointer(rebasing: block[count...])
            let read = try offset.map { try readChunk(descriptor, into: rest, at: $0 + count, path: path) } ?? readChunk(descriptor, into: rest, path: path)
            if read == 0 { break }
            count += read
        }
        return count
    }

    /// Reads what is there at `offset`, up to `buffer`'s size, into it, trying again when a signal interrupts; 0 at the end.
    private static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int, path: String) throws -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count >= 0 { return count }
            guard errno == EINTR else { throw error("cannot read", path, errno) }
        }
    }

    /// The memory both halves read into, and what each read, or why it could not. Unchecked: each half writes only its
    /// own part of `bytes` and its own result, and both results are read only after `concurrentPerform` has returned.
    private final class Halves: @unchecked Sendable {
        let bytes: UnsafeMutableRawBufferPointer
        var first: Result<Int, any Error> = .success(0)
        var second: Result<Int, any Error> = .success(0)

        init(_ bytes: UnsafeMutableRawBufferPointer) {
            self.bytes = bytes
        }
    }
}
