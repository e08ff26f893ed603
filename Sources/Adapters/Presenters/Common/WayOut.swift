/// What would put something right, when it is something the customer does: the steps, and the presenter's words around
/// them (`remove it with` … `, then check out again`). Each driver words only the steps, in its own terms (a command to
/// type, a key to press), so that no view decides what a step is for.
public struct WayOut: Equatable, Sendable {
    /// What the steps do, as words that lead to them: `remove it with`, `type`.
    public let lead: String
    public let steps: [NextStep]
    /// What follows the steps, its separator first: `, then check out again`, ` to see yours`; often nothing.
    public let follow: String

    public init(_ lead: String, _ steps: [NextStep], follow: String = "") {
        self.lead = lead
        self.steps = steps
        self.follow = follow
    }
}
