#if canImport(Glibc)
import Glibc
#endif

/// Asks Linux to back a big buffer with 2 MiB pages before it is first written: a file read into it, the texts a
/// catalogue is decoded into. Reading 30 MB into 4 KiB pages took a page fault each, about half of the read; with huge
/// pages it took half the time. Only advice: where the kernel offers none (or another system), nothing changes.
package enum HugePages {
    private static let pageSize = 2 << 20
    /// Smaller buffers hold at most a huge page or two; not worth the advice.
    package static let minimumSize = 4 << 20

    /// Uninitialised memory for `byteCount` bytes (at least one), on a huge-page boundary when it is big enough to be
    /// advised, for `free` to release; nil when there is not that much memory.
    package static func allocate(byteCount: Int) -> UnsafeMutableRawPointer? {
        var memory: UnsafeMutableRawPointer?
        let alignment = byteCount >= minimumSize ? pageSize : 16
        guard posix_memalign(&memory, alignment, max(byteCount, 1)) == 0 else { return nil }
        return memory
    }

    /// Advises the whole 2 MiB pages that lie inside `buffer`, when it is at least `minimumSize` bytes and untouched.
    package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count >= minimumSize else { return }
        advise(UnsafeRawBufferPointer(buffer), wholePagesOf: pageSize, .hugePages)
    }

    /// Gives the whole 2 MiB pages inside `part` back to the system, which reads them as zeros from then on: whole huge
    /// pages, so that none is split. A part of a buffer from `allocate`, whose bookkeeping lies outside it.
    package static func giveBack(_ part: UnsafeRawBufferPointer) {
        giveBack(part, wholePagesOf: pageSize)
    }

    /// Gives the whole pages of `pageSize` bytes inside `part` back to the system: memory of the process's own then
    /// reads as zeros, a file mapped from the system's cache as the file again.
    package static func giveBack(_ part: UnsafeRawBufferPointer, wholePagesOf pageSize: Int) {
        advise(part, wholePagesOf: pageSize, .notNeeded)
    }

    /// What is said of a buffer's pages: back them with huge pages, or take them back.
    private enum Advice {
        case hugePages, notNeeded
    }

    /// Passes `advice` on the whole pages of `pageSize` bytes (a power of two) that lie inside `part`, if there are any.
    private static func advise(_ part: UnsafeRawBufferPointer, wholePagesOf pageSize: Int, _ advice: Advice) {
        #if os(Linux)
        guard let base = part.baseAddress else { return }
        let start = (UInt(bitPattern: base) + UInt(pageSize - 1)) & ~UInt(pageSize - 1)
        let end = (UInt(bitPattern: base) + UInt(part.count)) & ~UInt(pageSize - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, Int(end - start), advice == .hugePages ? MADV_HUGEPAGE : MADV_DONTNEED)
        #endif
    }
}
