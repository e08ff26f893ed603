import Entities

/// Browsing the catalogue: every product with its price and stock.
@MainActor
public final class BrowseCatalogueInteractor {
    /// Receives the catalogue's load states.
    public weak var observer: (any StateObserver<LoadState<Catalogue>>)?
    private let loader: any CatalogueLoader

    public init(loader: any CatalogueLoader) {
        self.loader = loader
    }

    /// Loads the catalogue, publishing loading and then the catalogue or the error.
    public func load() async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await loader.loadCatalogue()
        }
    }
}
