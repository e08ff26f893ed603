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
        try await gate.call(at: points.read) { () async throws(DataAccessError) in try await base.read() }
    }

    // A lost answer comes after the change was saved: the customer's change is made, and the shop sees a time-out.
    @discardableResult
    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value> {
        try await gate.call(at: points.update) { () async throws(DataAccessError) in try await base.update(ordersFrom: first, change) }
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        try await gate.call(at: points.orders) { () async throws(DataAccessError) in try await base.orders(window) }
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        try await gate.call(at: points.orders) { () async throws(DataAccessError) in try await base.orders(numberedFrom: first) }
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        try await gate.call(at: points.orders) { () async throws(DataAccessError) in try await base.order(numbered: number) }
    }
}
