import Entities

/// Where a use case's request stands: under way, answered, or failed.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
    case loading
    case loaded(Value)
    case failed(ShopError)
}

extension LoadState {
    /// Publishes `.loading`, runs `operation`, then publishes its value or its error; returns how it ended.
    @MainActor
    static func track(
        publishingTo publish: (LoadState) -> Void,
        _ operation: () async throws(ShopError) -> Value
    ) async -> Result<Value, ShopError> {
        publish(.loading)
        do {
            let value = try await operation()
            publish(.loaded(value))
            return .success(value)
        } catch {
            publish(.failed(error))
            return .failure(error)
        }
    }
}
