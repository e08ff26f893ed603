import UseCases

/// The customer's state kept in memory only: the readable twin of the file-backed store, for tests and for a shop
/// that must remember nothing.
public actor InMemoryShopStateStore: ShopStateStore {
    private var state: ShopState

    /// A store that starts with `state`.
    public init(_ state: ShopState = .empty) {
        self.state = state
    }

    public func read() async throws(DataAccessError) -> ShopState {
        state
    }

    public func update<Value: Sendable>(_ change: @Sendable (inout ShopState) -> Value) async throws(DataAccessError) -> Value {
        change(&state)
    }
}
