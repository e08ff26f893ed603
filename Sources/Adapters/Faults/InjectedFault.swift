/// A failure the injector caused: where, by which entry, whether the call went through with its answer lost, and
/// whether a retry can get past it, so the shop can say so.
public struct InjectedFault: Equatable, Sendable {
    public let point: FaultPoint
    public let entry: FaultEntry
    /// The call went through; only its answer was lost.
    public let answerWasLost: Bool
    /// Whether a later call at the point can get through, so that a retry can succeed; false when the plan fails every call.
    public let retryCanSucceed: Bool

    public init(point: FaultPoint, entry: FaultEntry, answerWasLost: Bool = false, retryCanSucceed: Bool = true) {
        self.point = point
        self.entry = entry
        self.answerWasLost = answerWasLost
        self.retryCanSucceed = retryCanSucceed
    }
}
