import Adapters

/// The real clock: injected delays and the loading line's timing really wait.
public struct LiveFaultClock: FaultClock {
    public init() {}

    public func wait(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
