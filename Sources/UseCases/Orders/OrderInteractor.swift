import Entities

/// Looking at one placed order again, by its number.
@MainActor
public final class OrderInteractor {
    /// Receives the order's load states.
    public weak var observer: (any StateObserver<LoadState<Order>>)?
    private let state: any ShopStateStore

    public init(state: any ShopStateStore) {
        self.state = state
    }

    /// Loads the order numbered `number`, or fails with `orderNotFound`.
    @discardableResult
    public func load(_ number: Int) async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await state.placedOrder(numbered: number)
        })
    }
}
