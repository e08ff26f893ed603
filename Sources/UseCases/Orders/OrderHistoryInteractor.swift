import Entities

/// Looking back at the orders placed: newest first.
@MainActor
public final class OrderHistoryInteractor {
    /// Receives the order history's load states.
    public weak var observer: (any StateObserver<LoadState<[Order]>>)?
    private let state: any ShopStateStore

    public init(state: any ShopStateStore) {
        self.state = state
    }

    /// Loads every placed order, the newest (the highest number) first.
    @discardableResult
    public func load() async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await state.readState().orders.sorted { $0.number > $1.number }
        })
    }
}
