/// One `POINT=TERMS` entry of a fault spec: the chain of terms for one point, or for every point.
public struct FaultEntry: Equatable, Sendable, CustomStringConvertible {
    /// The point the entry is for; nil for `*`, every point.
    public let point: FaultPoint?
    public let terms: [FaultTerm]

    public init(point: FaultPoint?, terms: [FaultTerm]) {
        self.point = point
        self.terms = terms
    }

    /// The entry as a spec writes it: `checkout=2*fail(timeout)->off`.
    public var description: String {
        (point?.name ?? "*") + "=" + terms.map(\.description).joined(separator: "->")
    }
}
