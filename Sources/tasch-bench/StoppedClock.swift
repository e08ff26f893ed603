import Adapters

/// A clock that never says a moment has passed: a wait ends only when cancelled.
struct StoppedClock: FaultClock {
    func wait(for duration: Duration) async throws {
        try await Task.sleep(for: .seconds(86_400))
    }
}
