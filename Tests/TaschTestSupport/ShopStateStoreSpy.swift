import Entities
import UseCases

/// Stands in for the state port: records each call in order, keeps the state and the orders in memory so that a test
/// can look at what a change left, and fails when told to.
@MainActor
public final class ShopStateStoreSpy: ShopStateStore {
    public enum Message: Equatable {
        case read
        /// A change, holding the orders numbered from this.
        case update(ordersFrom: Int?)
        case orders(Range<Int>)
        case ordersNumberedFrom(Int)
        case order(Int)
    }

    public private(set) var messages: [Message] = []
    /// What reads answer, and what changes change.
    public var state: ShopState
    /// The orders placed, oldest first.
    public var orders: [Order]
    /// When set, every read (of the state or of orders) fails with it.
    public var readError: DataAccessError?
    /// When set, every change fails with it, before it is applied.
    public var updateError: DataAccessError?
    /// When set, the next change is applied and saved, and then its answer is lost: the caller sees a time-out.
    public var losesNextAnswer = false
    /// How safely every change that changes something is kept.
    public var durability = Durability.safe
    /// Applied to the state just before the next change, as another shop saving meanwhile would.
    public var changedElsewhere: ((inout ShopState) -> Void)?

    /// A store holding `state` and `orders`.
    public init(_ state: ShopState = .empty, orders: [Order] = []) {
        self.state = state
        self.orders = orders
    }

    public func read() async throws(DataAccessError) -> ShopState {
        messages.append(.read)
        if let readError { throw readError }
        return state
    }

    @discardableResult
    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value> {
        messages.append(.update(ordersFrom: first))
        if let updateError { throw updateError }
        changedElsewhere?(&state)
        changedElsewhere = nil
        var transaction = ShopTransaction(state: state, lastOrderNumber: orders.map(\.number).max(), recentOrders: first.map(newestFirst(numberedFrom:)) ?? [])
        let value = change(&transaction)
        do {
            try transaction.requireOrderNumbers()
        } catch {
            throw .notSaved(error.description)
        }
        let changed = transaction.state != state || !transaction.placedOrders.isEmpty
        state = transaction.state
        orders += transaction.placedOrders
        guard !losesNextAnswer else {
            losesNextAnswer = false
            throw .timedOut
        }
        return Saved(value, durability: changed ? durability : .safe)
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        messages.append(.orders(window))
        if let readError { throw readError }
        let newestFirst = orders.sorted { $0.number > $1.number }
        return OrderSlice(orders: Array(newestFirst[window.clamped(to: 0..<newestFirst.count)]), count: orders.count)
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        messages.append(.ordersNumberedFrom(first))
        if let readError { throw readError }
        return newestFirst(numberedFrom: first)
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        messages.append(.order(number))
        if let readError { throw readError }
        return orders.first { $0.number == number }
    }

    private func newestFirst(numberedFrom first: Int) -> [Order] {
        orders.filter { $0.number >= first }.sorted { $0.number > $1.number }
    }
}
