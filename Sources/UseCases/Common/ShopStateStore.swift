import Entities

/// Keeps what the shop remembers of its customer: read it whole, or change it as one transaction.
public protocol ShopStateStore: Sendable {
    /// The state as last saved; an empty state when nothing was ever saved.
    func read() async throws(DataAccessError) -> ShopState
    /// Applies `change` to the latest saved state and saves the result as one transaction, so that a change saved
    /// meanwhile by another shop is kept; nothing is written when `change` leaves the state as it was. Returns what
    /// `change` returned.
    func update<Value: Sendable>(_ change: @Sendable (inout ShopState) -> Value) async throws(DataAccessError) -> Value
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

    /// Applies `change` in one transaction; when it throws, the state stays as it was and nothing is saved.
    func apply<Value: Sendable>(_ change: @Sendable (inout ShopState) throws(ShopError) -> Value) async throws(ShopError) -> Value {
        let result: Result<Value, ShopError>
        do {
            result = try await update { state in
                var changed = state
                do throws(ShopError) {
                    let value = try change(&changed)
                    state = changed
                    return .success(value)
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw .dataAccess(error)
        }
        return try result.get()
    }
}
