/// Where one point stands in the fault plan: the entry deciding its calls, the term its next call meets, whether a call
/// there can still fail, wait or lose its answer, how many calls the entry has acted on there since it was set, and how many
/// are sure to fail before it works.
public struct FaultPointState: Equatable, Sendable {
    public let point: FaultPoint
    /// The entry that decides calls at the point; nil when none does.
    public let entry: FaultEntry?
    /// The term the next call meets; nil when the next call passes untouched.
    public let next: FaultTerm?
    /// Whether a call at the point, the next or a later one, can still be failed, delayed or lose its answer.
    public let isArmed: Bool
    /// How many calls the entry has failed, delayed or lost the answer of at the point.
    public let fired: Int
    /// How many of the next calls at the point fail (or lose their answer) for sure, after which every call works:
    /// 0 when none will, nil when no such number holds (a chance, a delay, or failures that never end).
    public let failsBeforeItWorks: Int?

    public init(point: FaultPoint, entry: FaultEntry?, next: FaultTerm?, isArmed: Bool, fired: Int, failsBeforeItWorks: Int?) {
        self.point = point
        self.entry = entry
        self.next = next
        self.isArmed = isArmed
        self.fired = fired
        self.failsBeforeItWorks = failsBeforeItWorks
    }
}
