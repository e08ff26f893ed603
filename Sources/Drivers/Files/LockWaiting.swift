import Adapters
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a save waits for a lock another shop holds (one stopped with Ctrl-Z mid-save, say): it tries again and again,
/// says so once after `noticeAfter`, stops when the waiting task is cancelled (Ctrl-C), and gives up after
/// `giveUpAfter`. Time is counted in the pauses between tries, so a test can pass a pause that returns at once.
public struct LockWaiting: Sendable {
    /// When the wait is said out loud.
    public var noticeAfter: Duration
    /// When the save gives up.
    public var giveUpAfter: Duration
    /// The longest pause between tries; the first pauses are short, so that a lock let go soon is taken soon.
    public var pause: Duration
    /// Says that a save is waiting for another shop; called once a wait.
    public var notice: @Sendable () -> Void
    /// Waits between tries; the real one sleeps.
    public var wait: @Sendable (Duration) -> Void

    /// A wait that says so after a second, gives up after thirty, and tries again every twenty milliseconds.
    public init(
        noticeAfter: Duration = .seconds(1), giveUpAfter: Duration = .seconds(30), pause: Duration = .milliseconds(20),
        notice: @escaping @Sendable () -> Void = {}, wait: @escaping @Sendable (Duration) -> Void = LockWaiting.sleep
    ) {
        self.noticeAfter = noticeAfter
        self.giveUpAfter = giveUpAfter
        self.pause = pause
        self.notice = notice
        self.wait = wait
    }

    /// Takes the exclusive flock(2) on `descriptor`, the lock of `path`, waiting as above.
    func lock(_ descriptor: Int32, path: String) throws {
        var waited = Duration.zero
        var noticed = false
        var next = min(Duration.milliseconds(1), pause)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: break
            default: throw LocalFileSystem.error("cannot lock", path + ".lock", errno)
            }
            try Task.checkCancellation()
            guard waited < giveUpAfter else { throw LockWaitTimeout(path: path, seconds: Int(giveUpAfter.components.seconds)) }
            if !noticed, waited >= noticeAfter {
                noticed = true
                notice()
            }
            wait(next)
            waited += next
            next = min(next * 2, pause)
        }
    }

    /// Sleeps the thread for `duration`: the save runs on the data layer's own thread, not the terminal's.
    public static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
}
