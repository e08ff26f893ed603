import Entities

/// Browsing the catalogue one page at a time: searched, filtered and sorted as the query asks.
@MainActor
public final class BrowseCatalogueInteractor {
    /// Receives the page's load states.
    public weak var observer: (any StateObserver<LoadState<CataloguePage>>)?
    private let loader: any CatalogueLoader
    private let searcher: any CatalogueSearcher
    private let ratings: any RatingsLoader

    public init(loader: any CatalogueLoader, searcher: any CatalogueSearcher, ratings: any RatingsLoader) {
        self.loader = loader
        self.searcher = searcher
        self.ratings = ratings
    }

    /// Loads the page `query` asks for, publishing loading and then the page or the error; a page beyond the
    /// last is an error that says how many there are.
    public func load(_ query: CatalogueQuery = CatalogueQuery()) async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await page(for: query)
        }
    }

    private func page(for query: CatalogueQuery) async throws(ShopError) -> CataloguePage {
        let catalogue = try await loader.loadCatalogue()
        var products = catalogue.products
        // The data layer is asked only for what the query needs, so plain paging stays as cheap as slicing.
        if let text = query.searchText {
            let matches = try await searcher.searchCatalogue(for: text)
            products = products.filter { matches.contains($0.id) }
        }
        if query.inStockOnly {
            products = products.filter(\.isInStock)
        }
        if let sort = query.sort {
            let ratings = sort.key == .rating ? try await ratings.loadRatings() : [:]
            products = sort.sorted(products, ratings: ratings)
        }
        let pageCount = CataloguePage.pageCount(matches: products.count, pageSize: query.pageSize)
        guard query.page >= 1, query.page <= pageCount, query.pageSize >= 1 else {
            throw .noSuchPage(query.page, pageCount: pageCount)
        }
        let start = (query.page - 1) * query.pageSize
        let end = min(start + query.pageSize, products.count)
        return CataloguePage(
            products: Array(products[start..<end]), query: query,
            matchCount: products.count, catalogueCount: catalogue.products.count
        )
    }
}
