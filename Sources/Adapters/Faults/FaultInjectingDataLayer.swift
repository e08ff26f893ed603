import Entities
import UseCases

/// The data layer with faults injected: asks the injector about each call, waits or fails as told, else forwards it.
/// Waiting comes before forwarding, so a cancelled or failed call never reaches the data layer and changes nothing.
public struct FaultInjectingDataLayer: CatalogueLoader, ProductDetailLoader, WishListStore, CartLoader, OrderPlacer, RatingStore,
    CatalogueSearcher, RatingsLoader {
    /// Every data-layer port at once, as one store implements them.
    public typealias DataLayer = CatalogueLoader & ProductDetailLoader & WishListStore & CartLoader & OrderPlacer & RatingStore
        & CatalogueSearcher & RatingsLoader

    private let base: any DataLayer
    private let injector: FaultInjector
    private let clock: any FaultClock

    /// Wraps `base`, following `injector`'s decisions and waiting on `clock`.
    public init(wrapping base: any DataLayer, injector: FaultInjector, clock: any FaultClock) {
        self.base = base
        self.injector = injector
        self.clock = clock
    }

    public func loadCatalogue() async throws(ShopError) -> Catalogue {
        try await inject(.catalogue)
        return try await base.loadCatalogue()
    }

    public func loadProductDetail(_ id: ProductID) async throws(ShopError) -> ProductDetail {
        try await inject(.product)
        return try await base.loadProductDetail(id)
    }

    public func loadWishList() async throws(ShopError) -> WishList {
        try await inject(.wishlist)
        return try await base.loadWishList()
    }

    public func addToWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit {
        try await inject(.add)
        return try await base.addToWishList(id)
    }

    public func removeFromWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit {
        try await inject(.remove)
        return try await base.removeFromWishList(id)
    }

    public func loadCart() async throws(ShopError) -> Cart {
        try await inject(.cart)
        return try await base.loadCart()
    }

    public func placeOrder(for cart: Cart) async throws(ShopError) -> PlacedOrder {
        try await inject(.checkout)
        return try await base.placeOrder(for: cart)
    }

    public func rate(_ id: ProductID, as rating: Rating) async throws(ShopError) -> Product {
        try await inject(.rate)
        return try await base.rate(id, as: rating)
    }

    public func searchCatalogue(for text: String) async throws(ShopError) -> Set<ProductID> {
        try await inject(.search)
        return try await base.searchCatalogue(for: text)
    }

    public func loadRatings() async throws(ShopError) -> [ProductID: Rating] {
        try await inject(.ratings)
        return try await base.loadRatings()
    }

    private func inject(_ point: FaultPoint) async throws(ShopError) {
        let decision = await injector.decide(point)
        if let delay = decision.delay {
            do {
                try await clock.wait(for: delay)
            } catch {
                throw .cancelled
            }
        }
        if let failure = decision.failure {
            throw failure.shopError
        }
        // A call cancelled while it waited for the injector must not go on to change the shop.
        guard !Task.isCancelled else { throw .cancelled }
    }
}
