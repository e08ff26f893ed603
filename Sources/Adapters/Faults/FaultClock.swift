/// Waits for injected delays; the live clock sleeps, a test clock waits until the test moves it on.
public protocol FaultClock: Sendable {
    /// Returns after `duration`; throws when the waiting task is cancelled.
    func wait(for duration: Duration) async throws
}
