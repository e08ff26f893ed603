import Adapters
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// A big regular file read in place, mapped from the system's cache of it, rather than copied into memory of the shop's
/// own: that memory the kernel must first clear, a page at a time, and for a catalogue of 160 MB that was most of the
/// time of reading it. The file's pages are shared with the cache, and those given back are only unmapped. A file cut
/// short while it is mapped reads as zeros past its new end (`TruncationGuard`).
enum MappedFile {
    /// Smaller files are read into memory: they cost little to copy, and mapping them saves nothing.
    static let minimumSize = 8 << 20

    /// The `size` bytes of the file open as `descriptor`, mapped, each block handed to `observe` at its offset (half of
    /// them on another core); nil when the file is too small or cannot be mapped and guarded, or grew while it was
    /// observed, for the caller to read it instead.
    static func bytes(
        of descriptor: Int32, size: Int, observing observe: @Sendable (Int, UnsafeRawBufferPointer) -> Void
    ) -> FileBytes? {
        #if os(Linux)
        guard size >= minimumSize, let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        let bytes = UnsafeRawBufferPointer(start: base, count: size)
        guard TruncationGuard.guardRange(bytes) else {
            munmap(base, size)
            return nil
        }
        let file = FileBytes(bytes: bytes, givingBack: { HugePages.giveBack($0, wholePagesOf: Int(sysconf(Int32(_SC_PAGESIZE)))) }) { bytes in
            TruncationGuard.release(bytes)
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        }
        observeBlocks(of: file, observing: observe)
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) <= size else { return nil }
        return file
        #else
        return nil
        #endif
    }

    /// Hands each block of `file` to `observe`, the first half's on this core and the second half's on another.
    private static func observeBlocks(of file: FileBytes, observing observe: @Sendable (Int, UnsafeRawBufferPointer) -> Void) {
        let (count, block) = (file.bytes.count, FileBytes.blockSize)
        let middle = min(count, (count / block + 1) / 2 * block)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            FileBytes.forEachBlock(of: file.bytes, startingIn: half == 0 ? 0..<middle : middle..<count, observe)
        }
    }
}
