/// What a change to the saved state answered, and how safely the change is kept.
public struct Saved<Value: Sendable>: Sendable {
    /// What the change returned.
    public let value: Value
    /// How safely it is kept; `.safe` when it changed nothing, since nothing then is at risk.
    public let durability: Durability

    /// `value`, kept as `durability` says.
    public init(_ value: Value, durability: Durability = .safe) {
        self.value = value
        self.durability = durability
    }
}

extension Saved: Equatable where Value: Equatable {}
