import Entities

/// Keeps what the shop remembers of its customer: the current state (wish list, ratings, units sold, the next order
/// number), changed only as one transaction, and the orders placed, asked for a page or one at a time so that a long
/// history is never read whole.
public protocol ShopStateStore: Sendable {
    /// The customer's current state as last saved; an empty state when nothing was ever saved.
    func read() async throws(DataAccessError) -> ShopState
    /// Applies `change` to the latest saved state as one transaction, so that a change saved meanwhile by another shop is
    /// kept: the state it leaves and the orders it places are saved together or not at all, and nothing is written when
    /// it changes nothing. With `first`, the transaction holds the orders numbered `first` or later as they stand then.
    /// A change that breaks the order numbers' rule (`ShopTransaction.requireOrderNumbers()`) is not saved (`notSaved`).
    /// Returns what `change` returned, and how safely the change is kept: a change once saved is never reported as
    /// failed, even when the data layer could not then make it safe (`Durability.notYetSafe`); a throw means it was not
    /// saved.
    @discardableResult
    func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Saved<Value>
    /// The orders at positions `window` of the history, newest (the highest number) first, and how many there are.
    func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice
    /// The orders numbered `first` or later, newest first: those placed since a checkout began, however long the history.
    func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order]
    /// The order numbered `number`, or nil when there is none.
    func order(numbered number: Int) async throws(DataAccessError) -> Order?
}

extension ShopStateStore {
    /// The saved state; a failure of the data layer as a shop error.
    func readState() async throws(ShopError) -> ShopState {
        do {
            return try await read()
        } catch {
            throw .dataAccess(error)
        }
    }

    /// Applies `change` to the state in one transaction; when it throws, the state stays as it was and nothing is saved.
    /// Returns what it returned, and how safely the change is kept.
    func apply<Value: Sendable>(_ change: @Sendable (inout ShopState) throws(ShopError) -> Value) async throws(ShopError) -> Saved<Value> {
        try await transact(ordersFrom: nil) { transaction throws(ShopError) in try change(&transaction.state) }
    }

    /// Runs `change` as one transaction holding the orders numbered `first` or later; when it throws, nothing is saved.
    /// Returns what it returned, and how safely the change is kept.
    func transact<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) throws(ShopError) -> Value
    ) async throws(ShopError) -> Saved<Value> {
        let saved: Saved<Result<Value, ShopError>>
        do {
            saved = try await update(ordersFrom: first) { transaction in
                var changed = transaction
                do throws(ShopError) {
                    let value = try change(&changed)
                    transaction = changed
                    return .success(value)
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw .dataAccess(error)
        }
        return Saved(try saved.value.get(), durability: saved.durability)
    }

    /// The orders at `window`, newest first, and how many there are; a failure of the data layer as a shop error.
    func orderSlice(_ window: Range<Int>) async throws(ShopError) -> OrderSlice {
        do {
            return try await orders(window)
        } catch {
            throw .dataAccess(error)
        }
    }

    /// The orders numbered `first` or later; a failure of the data layer as a shop error.
    func placedOrders(numberedFrom first: Int) async throws(ShopError) -> [Order] {
        do {
            return try await orders(numberedFrom: first)
        } catch {
            throw .dataAccess(error)
        }
    }

    /// The order numbered `number`, or `orderNotFound`; a failure of the data layer as a shop error.
    func placedOrder(numbered number: Int) async throws(ShopError) -> Order {
        let order: Order?
        do {
            order = try await self.order(numbered: number)
        } catch {
            throw .dataAccess(error)
        }
        guard let order else { throw .orderNotFound(number) }
        return order
    }
}
