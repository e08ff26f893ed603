import Entities

/// Opening the shop: the first products of the catalogue and the wish list together, for the start screen.
@MainActor
public final class ShopfrontInteractor {
    /// How many products the start screen shows, whatever the catalogue's size.
    public nonisolated static let stripLength = 4

    /// Receives the shopfront's load states.
    public weak var observer: (any StateObserver<LoadState<Shopfront>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore

    /// An interactor over `catalogue` and the customer's `state`.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore) {
        self.catalogue = catalogue
        self.state = state
    }

    /// Loads the first products, then the wish list; either failing fails the shopfront.
    @discardableResult
    public func load() async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let strip = try await catalogue.select(CatalogueRequest(window: 0..<Self.stripLength))
            let shop = try await state.readState()
            return Shopfront(
                products: strip.products.map(shop.current),
                productCount: catalogue.productCount,
                wishList: try await WishListReading.wishList(in: shop, from: catalogue)
            )
        })
    }
}
