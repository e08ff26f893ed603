/// Named fault plans for demos, usable wherever a spec is.
public enum FaultPreset: String, CaseIterable, Sendable {
    /// Every point fails once, then works.
    case demo
    /// Every call takes about a second.
    case slow
    /// A seeded share of calls fail.
    case flaky
    /// Every call fails with no internet.
    case offline

    /// The spec the preset stands for.
    public var spec: String {
        switch self {
        case .demo: "*=1*fail(no-internet)->off"
        case .slow: "*=delay(1s)"
        case .flaky: "*=25%fail(no-internet)"
        case .offline: "*=fail(no-internet)"
        }
    }
}
