import Entities

/// Looking back at the orders placed, a page at a time: newest first.
@MainActor
public final class OrderHistoryInteractor {
    /// Receives the order history's load states.
    public weak var observer: (any StateObserver<LoadState<OrderHistoryPage>>)?
    private let state: any ShopStateStore

    public init(state: any ShopStateStore) {
        self.state = state
    }

    /// Loads page `page` of the orders placed, the newest (the highest number) first, `pageSize` a page; a page that
    /// does not exist is an error that says how many there are.
    @discardableResult
    public func load(page: Int = Paging.firstPage, pageSize: PageSize = .standard) async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let window = Paging.window(page: page, size: pageSize)
            let slice = try await state.orderSlice(window)
            guard Paging.exists(page: page, among: slice.count, size: pageSize) else {
                throw .noSuchPage(page, pageCount: Paging.pageCount(of: slice.count, size: pageSize))
            }
            return OrderHistoryPage(orders: slice.orders, page: page, pageSize: pageSize, orderCount: slice.count)
        })
    }
}
