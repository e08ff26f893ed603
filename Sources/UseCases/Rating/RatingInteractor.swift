import Entities

/// Rating a product with one to five stars.
@MainActor
public final class RatingInteractor {
    /// Receives the states of a rating.
    public weak var observer: (any StateObserver<LoadState<RatedProduct>>)?
    private let store: any RatingStore

    public init(store: any RatingStore) {
        self.store = store
    }

    /// Rates the product with `id`; stars outside 1 to 5 are refused without asking the store.
    public func rate(_ id: ProductID, stars: Int) async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            guard let rating = Rating(stars: stars) else { throw .invalidRating(stars) }
            return RatedProduct(product: try await store.rate(id, as: rating), rating: rating)
        }
    }
}
