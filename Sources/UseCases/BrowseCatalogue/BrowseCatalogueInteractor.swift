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
        let products = catalogue.products
        // Positions in the catalogue, not products, are filtered and sorted, so only the page is copied; nil is every
        // product in catalogue order, and the data layer is asked only for what the query needs, so plain paging
        // stays as cheap as slicing.
        var selection: [Int]?
        if let text = query.searchText {
            let matches = try await searcher.searchCatalogue(for: text)
            selection = products.indices.filter { matches.contains(products[$0].id) }
        }
        if query.inStockOnly {
            selection = (selection ?? Array(products.indices)).filter { products[$0].isInStock }
        }
        if let sort = query.sort {
            let ratings = sort.key == .rating ? try await ratings.loadRatings() : [:]
            selection = sort.order(of: products, at: selection ?? Array(products.indices), ratings: ratings)
        }
        let matchCount = selection?.count ?? products.count
        let pageCount = CataloguePage.pageCount(matches: matchCount, pageSize: query.pageSize)
        guard query.page >= 1, query.page <= pageCount, query.pageSize >= 1 else {
            throw .noSuchPage(query.page, pageCount: pageCount)
        }
        let start = (query.page - 1) * query.pageSize
        let end = min(start + query.pageSize, matchCount)
        return CataloguePage(
            products: selection.map { $0[start..<end].map { products[$0] } } ?? Array(products[start..<end]),
            query: query, matchCount: matchCount, catalogueCount: products.count
        )
    }
}
