/// What an injected fault does to one call.
public enum FaultAction: Equatable, Sendable, CustomStringConvertible {
    /// Lets the call through untouched.
    case off
    /// Fails the call without reaching the data layer.
    case fail(FaultKind)
    /// Holds the call back for a while, then lets it through.
    case delay(Duration)
    /// Lets the call through and loses its answer: the data layer did what was asked, and the shop sees a time-out.
    case lose

    /// The action as a spec writes it: `off`, `fail(timeout)`, `delay(300ms)`.
    public var description: String {
        switch self {
        case .off: "off"
        case let .fail(kind): "fail(\(kind.rawValue))"
        case let .delay(duration): "delay(\(FaultAction.text(for: duration)))"
        case .lose: "lose"
        }
    }

    private static func text(for duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000)s" : "\(milliseconds)ms"
    }
}
