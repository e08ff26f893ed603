import Entities
import UseCases

/// The state port with faults injected: each read (of the state or of orders) or change passes the gate at the points it stands for (which a use
/// case's calls stand for is the composition root's choice), then goes to the store it wraps.
public struct FaultInjectingShopStateStore: ShopStateStore {
    /// The fault points a read of the state, a change, and a read of orders stand for.
    public struct Points: Sendable {
        public let read: [FaultPoint]
        public let update: [FaultPoint]
        public let orders: [FaultPoint]

        /// Points for reads and changes, none by default; reads of orders stand for what reads stand for unless given.
        public init(read: [FaultPoint] = [], update: [FaultPoint] = [], orders: [FaultPoint]? = nil) {
            self.read = read
            self.update = update
            self.orders = orders ?? read
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
    @discardableResult
    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value> {
        let answer = try await gate.pass(points.update)
        let saved = try await base.update(ordersFrom: first, change)
        try answer.deliver()
        return saved
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        let answer = try await gate.pass(points.orders)
        let slice = try await base.orders(window)
        try answer.deliver()
        return slice
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        let answer = try await gate.pass(points.orders)
        let orders = try await base.orders(numberedFrom: first)
        try answer.deliver()
        return orders
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        let answer = try await gate.pass(points.orders)
        let order = try await base.order(numbered: number)
        try answer.deliver()
        return order
    }
}
