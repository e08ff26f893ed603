import Foundation

/// How long an end-to-end test waits for the shop before calling it stuck, and failing instead of hanging the suite.
/// Not a measure of speed: what a test waits for takes a moment even on a busy machine, no test passes or fails by
/// how soon it came, and only a shop that will never answer reaches this.
enum HangGuard {
    static let seconds: TimeInterval = 120

    /// The shop never got to what the test waited for.
    struct Stuck: Error, CustomStringConvertible {
        let waitingFor: String

        var description: String { "still waiting for \(waitingFor) after \(Int(HangGuard.seconds)) s: the shop is stuck" }
    }
}
