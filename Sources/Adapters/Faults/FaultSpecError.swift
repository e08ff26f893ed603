/// Why a fault spec cannot be read, quoting the spec and the bad part.
public struct FaultSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(spec: String, problem: String) {
        description = "fault spec: \"\(spec)\": \(problem)"
    }
}
