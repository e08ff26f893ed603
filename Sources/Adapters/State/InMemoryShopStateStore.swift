import Entities
import UseCases

/// The customer's state kept in memory only: the readable twin of the file-backed store, for tests and for a shop
/// that must remember nothing. Orders are kept in the order placed.
public actor InMemoryShopStateStore: ShopStateStore {
    private var state: ShopState
    private var history: [Order]
    /// The number of the last order placed, the highest; nil when none was.
    private var lastOrderNumber: Int?

    /// A store that starts with `state` and no order placed.
    public init(_ state: ShopState = .empty) {
        self.state = state
        history = []
        lastOrderNumber = nil
    }

    /// A store that starts with `state` and the orders in `history`; refused unless they keep the order numbers' rule:
    /// the state's next number is above every order in `history`.
    public init(_ state: ShopState, orders history: [Order]) throws(ShopRuleViolation) {
        let last = history.map(\.number).max()
        guard state.isNextOrderNumberAbove(everyOrderUpTo: last) else { throw .invalidOrderNumber(state.nextOrderNumber) }
        self.state = state
        self.history = history
        lastOrderNumber = last
    }

    public func read() async throws(DataAccessError) -> ShopState {
        state
    }

    /// Always safe: nothing kept in memory is ever at risk of a lost disk.
    @discardableResult
    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value> {
        var transaction = ShopTransaction(state: state, lastOrderNumber: lastOrderNumber, recentOrders: first.map(newestFirst(numberedFrom:)) ?? [])
        let value = change(&transaction)
        do {
            try transaction.requireOrderNumbers()
        } catch {
            throw .notSaved(error.description)
        }
        state = transaction.state
        history += transaction.placedOrders
        lastOrderNumber = transaction.lastOrderNumber
        return Saved(value)
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        let newestFirst = history.sorted { $0.number > $1.number }
        let shown = window.clamped(to: 0..<newestFirst.count)
        return OrderSlice(orders: Array(newestFirst[shown]), count: history.count)
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        newestFirst(numberedFrom: first)
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        history.first { $0.number == number }
    }

    private func newestFirst(numberedFrom first: Int) -> [Order] {
        history.filter { $0.number >= first }.sorted { $0.number > $1.number }
    }
}
