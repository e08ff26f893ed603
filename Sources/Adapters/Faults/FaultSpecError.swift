/// Why a fault spec cannot be read, quoting the spec and the bad part.
public struct FaultSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// The error for `spec`, which may come from anywhere (the prompt, the environment): cleaned for the terminal.
    init(spec: String, problem: String) {
        description = TerminalSafeText.clean("fault spec: \"\(spec)\": \(problem)")
    }
}
