import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the terminal so that a terminal that stops reading (a stalled link, a paused window) can never hold the
/// shop for ever: bytes go through a description of the terminal's own that does not block, and a write waits for room
/// a moment at a time, giving up once the terminal is given back for good (`giveBackNow`).
extension TermiosTerminal {
    /// How long, in milliseconds, a write waits for room before it looks again whether to give up.
    static let roomWait: Int32 = 50

    /// Writes `bytes` as the terminal takes them: waiting for room while `waitingForRoom` (until the terminal is given
    /// back for good, when what is left is dropped), else only as far as the terminal takes them at once.
    func send(_ bytes: [UInt8], waitingForRoom: Bool) {
        let descriptor = writingEnd ?? output
        var rest = bytes[...]
        while !rest.isEmpty {
            if waitingForRoom, isGivenBackForGood.load(ordering: .sequentiallyConsistent) { return }
            let written = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                rest = rest.dropFirst(written)
                continue
            }
            if written < 0, errno == EINTR { continue }
            guard written < 0, errno == EAGAIN, waitingForRoom else { return }
            var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&room, 1, Self.roomWait)
        }
    }

    /// The terminal `descriptor` is open on, opened again for writing on a description of its own that never blocks
    /// (so that the shell's, which it shares, stays as it was); nil when it is no terminal or cannot be opened.
    static func reopenedWithoutBlocking(_ descriptor: Int32) -> Int32? {
        var name = [CChar](repeating: 0, count: 256)
        guard isatty(descriptor) == 1, ttyname_r(descriptor, &name, name.count) == 0 else { return nil }
        let reopened = open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        return reopened >= 0 ? reopened : nil
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
