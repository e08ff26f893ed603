#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Keeps a mapped file that another program cuts short from killing the shop. A read of a mapped page that now lies
/// past the file's end raises SIGBUS, whose default is to end the process; for a page of the one range guarded, the
/// handler maps a page of zeros there instead, and the read, tried again, reads zeros. No JSON holds a zero byte
/// anywhere, so a decoder then refuses what it read, and the file is read again as it is now. A SIGBUS anywhere else
/// is left to kill the process as it would have.
enum TruncationGuard {
    /// Guards `range` (one at a time) once the handler is in place; false when another range is guarded, or the
    /// handler could not be put in place: the range is then not to be mapped.
    static func guardRange(_ range: UnsafeRawBufferPointer) -> Bool {
        #if os(Linux)
        guard isInstalled, let base = range.baseAddress else { return false }
        let start = UInt(bitPattern: base)
        guard guarded.start.compareExchange(expected: 0, desired: start, ordering: .acquiringAndReleasing).exchanged else { return false }
        guarded.end.store(start + UInt(range.count), ordering: .releasing)
        return true
        #else
        return false
        #endif
    }

    /// Stops guarding `range`, before it is unmapped.
    static func release(_ range: UnsafeRawBufferPointer) {
        guarded.end.store(0, ordering: .releasing)
        _ = guarded.start.compareExchange(expected: UInt(bitPattern: range.baseAddress), desired: 0, ordering: .acquiringAndReleasing)
    }

    /// The range guarded, as two words the handler can read without taking a lock: 0 when none is; and the action
    /// SIGBUS had before (the runtime's, which prints a backtrace), put back for any other fault. Unchecked: `previous`
    /// is written once, before the handler that reads it is in place.
    private final class Guarded: @unchecked Sendable {
        let start = Atomic<UInt>(0)
        let end = Atomic<UInt>(0)
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    }

    private static let guarded = Guarded()

    #if os(Linux)
    /// Whether the handler is in place: put there once, at the first range guarded.
    private static let isInstalled: Bool = {
        _ = guarded.pageSize
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, info, _ in TruncationGuard.handleBusError(info) }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        return sigaction(SIGBUS, &action, guarded.previous) == 0
    }()

    /// Maps zeros over the faulting page when it lies in the guarded range; otherwise puts the action from before back,
    /// so that the fault, raised again, ends the process as it would have. Only calls the system: nothing here
    /// allocates or locks.
    private static func handleBusError(_ info: UnsafeMutablePointer<siginfo_t>?) {
        let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        let (start, end) = (guarded.start.load(ordering: .acquiring), guarded.end.load(ordering: .acquiring))
        if start != 0, address >= start, address < end {
            let page = UnsafeMutableRawPointer(bitPattern: address & ~(guarded.pageSize - 1))
            if mmap(page, Int(guarded.pageSize), PROT_READ, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED { return }
        }
        sigaction(SIGBUS, guarded.previous, nil)
    }
    #endif
}
