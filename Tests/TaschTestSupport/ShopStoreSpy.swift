import Entities
import UseCases

/// Stands in for the data layer behind every port: records each call in order and answers with stubbed results.
@MainActor
public final class ShopStoreSpy: CatalogueLoader, ProductDetailLoader, WishListStore, CartLoader, OrderPlacer, RatingStore,
    CatalogueSearcher, RatingsLoader {
    public enum Message: Equatable {
        case loadCatalogue
        case loadProductDetail(ProductID)
        case loadWishList
        case addToWishList(ProductID)
        case removeFromWishList(ProductID)
        case loadCart
        case placeOrder(Cart)
        case rate(ProductID, Rating)
        case searchCatalogue(String)
        case loadRatings
    }

    public private(set) var messages: [Message] = []

    public var catalogueResult: Result<Catalogue, ShopError> = .failure(.notFound)
    public var productDetailResult: Result<ProductDetail, ShopError> = .failure(.notFound)
    public var wishListResult: Result<WishList, ShopError> = .failure(.notFound)
    public var editResult: Result<WishListEdit, ShopError> = .failure(.notFound)
    public var cartResult: Result<Cart, ShopError> = .failure(.notFound)
    public var placeOrderResult: Result<PlacedOrder, ShopError> = .failure(.notFound)
    public var rateResult: Result<Product, ShopError> = .failure(.notFound)
    public var searchResult: Result<Set<ProductID>, ShopError> = .failure(.notFound)
    public var ratingsResult: Result<[ProductID: Rating], ShopError> = .failure(.notFound)

    public init() {}

    public func loadCatalogue() async throws(ShopError) -> Catalogue {
        messages.append(.loadCatalogue)
        return try catalogueResult.get()
    }

    public func loadProductDetail(_ id: ProductID) async throws(ShopError) -> ProductDetail {
        messages.append(.loadProductDetail(id))
        return try productDetailResult.get()
    }

    public func loadWishList() async throws(ShopError) -> WishList {
        messages.append(.loadWishList)
        return try wishListResult.get()
    }

    public func addToWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit {
        messages.append(.addToWishList(id))
        return try editResult.get()
    }

    public func removeFromWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit {
        messages.append(.removeFromWishList(id))
        return try editResult.get()
    }

    public func loadCart() async throws(ShopError) -> Cart {
        messages.append(.loadCart)
        return try cartResult.get()
    }

    public func placeOrder(for cart: Cart) async throws(ShopError) -> PlacedOrder {
        messages.append(.placeOrder(cart))
        return try placeOrderResult.get()
    }

    public func rate(_ id: ProductID, as rating: Rating) async throws(ShopError) -> Product {
        messages.append(.rate(id, rating))
        return try rateResult.get()
    }

    public func searchCatalogue(for text: String) async throws(ShopError) -> Set<ProductID> {
        messages.append(.searchCatalogue(text))
        return try searchResult.get()
    }

    public func loadRatings() async throws(ShopError) -> [ProductID: Rating] {
        messages.append(.loadRatings)
        return try ratingsResult.get()
    }
}
