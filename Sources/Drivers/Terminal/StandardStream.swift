#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to one of the process's standard streams with write(2): a closed or broken stream (a pipe whose reader
/// left, a descriptor closed with `2>&-`) is an answer, never a crash. SIGPIPE is ignored for the whole process
/// (`ignoreBrokenPipes`), so writing to a pipe nobody reads fails with EPIPE instead of killing the shop.
enum StandardStream {
    /// Makes a write to a pipe with no reader fail instead of ending the process.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text`, a byte or two such as a line break, to `descriptor` only if it has room for it now: for a signal
    /// that ends the shop, which must not wait for a stream no one reads.
    static func writeWithoutWaiting(_ text: String, to descriptor: Int32) {
        var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&room, 1, 0) > 0, room.revents & Int16(POLLOUT) != 0 else { return }
        write(text, to: descriptor)
    }

    /// Writes all of `text` to `descriptor`; false when the stream cannot take it.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return true }
            var left = bytes.count
            while left > 0 {
                let written = systemWrite(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                next += written
                left -= written
            }
            return true
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
