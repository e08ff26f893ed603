import Entities

/// Rating a product with one to five stars.
@MainActor
public final class RateProductInteractor {
    /// Receives the states of a rating.
    public weak var observer: (any StateObserver<LoadState<RatedProduct>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore

    /// An interactor over `catalogue` and the customer's `state`.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore) {
        self.catalogue = catalogue
        self.state = state
    }

    /// Rates the product with `id`, replacing any earlier rating; stars outside `Rating.allowedStars` and unknown products are
    /// refused before anything is saved.
    @discardableResult
    public func rate(_ id: ProductID, stars: Int) async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            guard let rating = Rating(stars: stars) else { throw .refused(.invalidRating(stars)) }
            let product = try await catalogue.product(withID: id)
            let rated = try await state.apply { shop throws(ShopError) in
                shop.ratings[id] = rating
                return shop.current(product)
            }
            return RatedProduct(product: rated.value, rating: rating, durability: rated.durability)
        })
    }
}
