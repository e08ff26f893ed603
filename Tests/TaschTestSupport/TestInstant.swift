/// A moment of a test's clock: how far it has moved since it started.
public struct TestInstant: InstantProtocol {
    /// Time since the clock started.
    public let sinceStart: Duration

    public init(sinceStart: Duration) {
        self.sinceStart = sinceStart
    }

    public func advanced(by duration: Duration) -> TestInstant {
        TestInstant(sinceStart: sinceStart + duration)
    }

    public func duration(to other: TestInstant) -> Duration {
        other.sinceStart - sinceStart
    }

    public static func < (lhs: TestInstant, rhs: TestInstant) -> Bool {
        lhs.sinceStart < rhs.sinceStart
    }
}
