import Entities

/// Opening the shop: the catalogue and the wish list together, for the start screen.
@MainActor
public final class ShopfrontInteractor {
    /// Receives the shopfront's load states.
    public weak var observer: (any StateObserver<LoadState<Shopfront>>)?
    private let catalogueLoader: any CatalogueLoader
    private let wishListStore: any WishListStore

    public init(catalogueLoader: any CatalogueLoader, wishListStore: any WishListStore) {
        self.catalogueLoader = catalogueLoader
        self.wishListStore = wishListStore
    }

    /// Loads the catalogue, then the wish list; either failing fails the shopfront.
    public func load() async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let catalogue = try await catalogueLoader.loadCatalogue()
            let wishList = try await wishListStore.loadWishList()
            return Shopfront(catalogue: catalogue, wishList: wishList)
        }
    }
}
