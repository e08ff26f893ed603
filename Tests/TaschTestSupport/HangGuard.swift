import Foundation

/// How long a test waits for what it waits for (the shop, a terminal, another thread) before calling it stuck, and failing
/// instead of hanging the suite. Not a measure of speed: what a test waits for takes a moment even on a busy machine, a
/// wait ends as soon as it comes, no test passes or fails by how soon it came, and only what will never come reaches this.
public enum HangGuard {
    /// The guard, in seconds.
    public static let seconds: TimeInterval = 120

    /// The guard, as a `Duration`.
    public static var duration: Duration { .seconds(seconds) }

    /// The moment the guard runs out for a wait that starts now, for a `DispatchSemaphore` or a `DispatchGroup`.
    public static var fromNow: DispatchTime { .now() + seconds }

    /// What never came.
    public struct Stuck: Error, CustomStringConvertible {
        public let waitingFor: String

        public init(waitingFor: String) {
            self.waitingFor = waitingFor
        }

        public var description: String { "still waiting for \(waitingFor) after \(Int(HangGuard.seconds)) s (the hang guard): it is stuck" }
    }
}
