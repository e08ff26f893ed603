import UseCases

/// The state port with faults injected: each read or change passes the gate at the points it stands for (which a use
/// case's calls stand for is the composition root's choice), then goes to the store it wraps.
public struct FaultInjectingShopStateStore: ShopStateStore {
    /// The fault points a read and a change stand for.
    public struct Points: Sendable {
        public let read: [FaultPoint]
        public let update: [FaultPoint]

        /// Points for reads and changes; none by default.
        public init(read: [FaultPoint] = [], update: [FaultPoint] = []) {
            self.read = read
            self.update = update
        }
    }

    private let base: any ShopStateStore
    private let gate: FaultGate
    private let points: Points

    /// Wraps `base`, passing each call through `gate` at its `points`.
    public init(wrapping base: any ShopStateStore, gate: FaultGate, points: Points) {
        self.base = base
        self.gate = gate
        self.points = points
    }

    public func read() async throws(DataAccessError) -> ShopState {
        let answer = try await gate.pass(points.read)
        let state = try await base.read()
        try answer.deliver()
        return state
    }

    // A lost answer comes after the change was saved: the customer's change is made, and the shop sees a time-out.
    public func update<Value: Sendable>(_ change: @Sendable (inout ShopState) -> Value) async throws(DataAccessError) -> Value {
        let answer = try await gate.pass(points.update)
        let value = try await base.update(change)
        try answer.deliver()
        return value
    }
}
