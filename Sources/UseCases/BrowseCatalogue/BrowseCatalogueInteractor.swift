import Entities

/// Browsing the catalogue one page at a time: searched, filtered and sorted as the query asks.
@MainActor
public final class BrowseCatalogueInteractor {
    /// Receives the page's load states.
    public weak var observer: (any StateObserver<LoadState<CataloguePage>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore

    /// An interactor over `catalogue` and the customer's `state`.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore) {
        self.catalogue = catalogue
        self.state = state
    }

    /// Loads the page `query` asks for, publishing loading and then the page or the error; a page that does not
    /// exist is an error that says how many there are.
    @discardableResult
    public func load(_ query: CatalogueQuery = CatalogueQuery()) async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await page(for: query)
        })
    }

    private func page(for query: CatalogueQuery) async throws(ShopError) -> CataloguePage {
        let shop = try await state.readState()
        let ratings = query.sort?.key == .rating ? shop.ratings : [:]
        let request = CatalogueRequest(
            searchText: query.searchText, inStockOnly: query.inStockOnly, sort: query.sort, window: query.window,
            sold: shop.sold.byProduct, ratings: ratings, countLimit: query.countLimit
        )
        let slice = try await catalogue.select(request)
        guard query.exists(among: slice.matchCount) else {
            throw .noSuchPage(query.page, pageCount: Paging.pageCount(of: slice.matchCount, size: query.pageSize))
        }
        let shown = Set(slice.products.map(\.id))
        return CataloguePage(
            products: slice.products.map(shop.current), query: query, matchCount: slice.matchCount,
            catalogueCount: catalogue.productCount, ratings: ratings.filter { id, _ in shown.contains(id) },
            isCountComplete: slice.isCountComplete
        )
    }
}
