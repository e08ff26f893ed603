/// Named fault plans for demos, usable wherever a spec is.
public enum FaultPreset: String, CaseIterable, Sendable {
    case demo, slow, flaky, offline

    /// What the preset is for, in a few words.
    public var summary: String {
        switch self {
        case .demo: "every point fails once, then works"
        case .slow: "every call takes about a second: watch the loading lines"
        case .flaky: "a seeded quarter of the calls fail"
        case .offline: "every call fails with no internet"
        }
    }

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
