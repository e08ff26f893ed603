/// What the injector decided for one call: how long to hold it back, and whether to fail it and because of which entry.
public struct FaultDecision: Equatable, Sendable {
    public let delay: Duration?
    public let failure: FaultKind?
    /// The entry that decided, when it did anything.
    public let entry: FaultEntry?

    public init(delay: Duration? = nil, failure: FaultKind? = nil, entry: FaultEntry? = nil) {
        self.delay = delay
        self.failure = failure
        self.entry = entry
    }

    /// Lets the call through at once.
    public static let pass = FaultDecision()
}
