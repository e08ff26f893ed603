import Adapters
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a save waits for a lock another shop holds (one stopped with Ctrl-Z mid-save, say): it tries again and again,
/// says so once after `noticeAfter`, stops when the waiting task is cancelled (Ctrl-C), and gives up after
/// `giveUpAfter`. Between tries it sleeps on `clock` (`Task.sleep`): the waiting task is suspended and holds no thread,
/// neither the terminal's nor one of the few of Swift's cooperative pool, which the rest of the shop needs meanwhile
/// (the loading line, the index being written), and a cancelled task wakes at once. Time is counted in the pauses and
/// the clock is injected, so a test passes one that never sleeps.
public struct LockWaiting: Sendable {
    /// When the wait is said out loud.
    public var noticeAfter: Duration
    /// When the save gives up.
    public var giveUpAfter: Duration
    /// The longest pause between tries; the first pauses are short, so that a lock let go soon is taken soon.
    public var pause: Duration
    /// Says that a save is waiting for another shop; called once a wait.
    public var notice: @Sendable () -> Void
    /// What the pauses sleep on.
    public var clock: any Clock<Duration>

    /// A wait that says so after a second, gives up after thirty, and tries again every twenty milliseconds, sleeping
    /// on the continuous clock.
    public init(
        noticeAfter: Duration = .seconds(1), giveUpAfter: Duration = .seconds(30), pause: Duration = .milliseconds(20),
        notice: @escaping @Sendable () -> Void = {}, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.noticeAfter = noticeAfter
        self.giveUpAfter = giveUpAfter
        self.pause = pause
        self.notice = notice
        self.clock = clock
    }

    /// Takes the exclusive flock(2) on `descriptor`, the lock of `path`, waiting as above.
    func lock(_ descriptor: Int32, path: String) async throws {
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
            try await clock.sleep(for: next)
            waited += next
            next = min(next * 2, pause)
        }
    }
}
