import Entities

/// Looking at one product closely, as this customer sees it.
@MainActor
public final class ProductDetailInteractor {
    /// Receives the product's load states.
    public weak var observer: (any StateObserver<LoadState<ProductDetail>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore

    /// An interactor over `catalogue` and the customer's `state`.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore) {
        self.catalogue = catalogue
        self.state = state
    }

    /// Loads the product with `id` at the stock now left, with the customer's rating and wish-list entry, and what shipping
    /// one of it costs.
    @discardableResult
    public func load(_ id: ProductID) async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let product = try await catalogue.product(withID: id)
            let shop = try await state.readState()
            let current = shop.current(product)
            return ProductDetail(
                product: current, rating: shop.ratings[id], wishListEntry: shop.wishList.entry(for: id),
                shipping: Cart.shipping(forOneOf: current)
            )
        })
    }
}
