import Entities

/// Looking at one product closely.
@MainActor
public final class ProductDetailInteractor {
    /// Receives the product's load states.
    public weak var observer: (any StateObserver<LoadState<ProductDetail>>)?
    private let loader: any ProductDetailLoader

    public init(loader: any ProductDetailLoader) {
        self.loader = loader
    }

    /// Loads the product with `id`, publishing loading and then the product or the error.
    public func load(_ id: ProductID) async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await loader.loadProductDetail(id)
        }
    }
}
