import Adapters
import Entities
import UseCases

/// Stands in for the state port: records each call in order, keeps the state and the orders in plain sight so that a
/// test can set them and look at what a change left, and fails when told to. What a call does with them is the
/// in-memory twin's (`InMemoryShopStateStore`): each call is passed to a twin holding the state and orders as they
/// are now, and what a change left is read back from it, so the spy never states a transaction's rules again.
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

    /// A store holding `state` and `orders`, which keep the order numbers' rule as any store's do: the state's next
    /// number is above every order.
    public init(_ state: ShopState = .empty, orders: [Order] = []) {
        self.state = state
        self.orders = orders
    }

    /// A store holding nothing but `orders`, the next order numbered after them.
    public convenience init(orders: [Order]) {
        self.init(orders.map(\.number).max().map { makeState(nextOrderNumber: $0 + 1) } ?? .empty, orders: orders)
    }

    public func read() async throws(DataAccessError) -> ShopState {
        messages.append(.read)
        if let readError { throw readError }
        return try await twin().read()
    }

    @discardableResult
    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value> {
        messages.append(.update(ordersFrom: first))
        if let updateError { throw updateError }
        changedElsewhere?(&state)
        changedElsewhere = nil
        let saved = try await twin().update(ordersFrom: first) { transaction in
            Change(value: change(&transaction), state: transaction.state, placed: transaction.placedOrders)
        }
        let changed = saved.value.state != state || !saved.value.placed.isEmpty
        state = saved.value.state
        orders += saved.value.placed
        guard !losesNextAnswer else {
            losesNextAnswer = false
            throw .timedOut
        }
        return Saved(saved.value.value, durability: changed ? durability : .safe)
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        messages.append(.orders(window))
        if let readError { throw readError }
        return try await twin().orders(window)
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        messages.append(.ordersNumberedFrom(first))
        if let readError { throw readError }
        return try await twin().orders(numberedFrom: first)
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        messages.append(.order(number))
        if let readError { throw readError }
        return try await twin().order(numbered: number)
    }

    /// The twin, holding what the test sees now.
    private func twin() -> InMemoryShopStateStore {
        InMemoryShopStateStore(state, orders: orders)
    }
}

/// What a change returned, and what it left: the state, and the orders it placed.
private struct Change<Value: Sendable>: Sendable {
    let value: Value
    let state: ShopState
    let placed: [Order]
}
