/// What the injector decided for one call: how long to hold it back, whether to fail it or to lose its answer once
/// it went through, and because of which entry.
public struct FaultDecision: Equatable, Sendable {
    public let delay: Duration?
    public let failure: FaultKind?
    /// Whether the call goes through and its answer is lost.
    public let losesAnswer: Bool
    /// The entry that decided, when it did anything.
    public let entry: FaultEntry?

    public init(delay: Duration? = nil, failure: FaultKind? = nil, losesAnswer: Bool = false, entry: FaultEntry? = nil) {
        self.delay = delay
        self.failure = failure
        self.losesAnswer = losesAnswer
        self.entry = entry
    }

    /// Lets the call through at once.
    public static let pass = FaultDecision()
}
