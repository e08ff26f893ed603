import Synchronization

/// Where a save that waits for another shop's lock says so (`LockWaiting.notice`). The file system is built with the
/// world, before any driver, so it says it here, and the driver on show decides where it goes: the line shell leaves it
/// on standard error, over its loading line; the full screen takes it into its status line while it is on, since a line
/// written over the screen would scroll it.
public final class LockWaitNotices: Sendable {
    /// What a waiting save says.
    public static let text = "waiting for another Tasch to finish saving…"
    private let destination: Mutex<@Sendable (String) -> Void>

    /// Notices said through `say` until a driver takes them.
    public init(saying say: @escaping @Sendable (String) -> Void = { _ in }) {
        destination = Mutex(say)
    }

    /// Says that a save waits, where the notices go now.
    public func say() {
        destination.withLock { $0 }(Self.text)
    }

    /// Says the notices through `destination` from now on; returns where they went before, to be put back.
    @discardableResult
    func route(to destination: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        self.destination.withLock { current in
            defer { current = destination }
            return current
        }
    }
}
