import Entities
import UseCases

/// Stands in for the catalogue port: records each call in order, answers pages with a stubbed slice and look-ups from
/// the products it was given.
@MainActor
public final class CatalogueSpy: ProductCatalogue {
    public enum Message: Equatable {
        case page(CatalogueRequest)
        case lookUp([ProductID])
    }

    public private(set) var messages: [Message] = []
    public nonisolated let currency: Currency
    public nonisolated let productCount: Int
    /// What look-ups find, by id.
    public var products: [Product]
    /// What a page answers.
    public var pageResult: Result<CatalogueSlice, DataAccessError> = .failure(.notFound)
    /// When set, every look-up fails with it.
    public var lookUpError: DataAccessError?

    /// A catalogue in `currency` of `productCount` products, whose look-ups find `products`.
    public init(currency: Currency = usd, productCount: Int? = nil, products: [Product] = []) {
        self.currency = currency
        self.productCount = productCount ?? products.count
        self.products = products
    }

    public func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice {
        messages.append(.page(request))
        return try pageResult.get()
    }

    public func products(withIDs ids: [ProductID]) async throws(DataAccessError) -> [Product] {
        messages.append(.lookUp(ids))
        if let lookUpError { throw lookUpError }
        return ids.compactMap { id in products.first { $0.id == id } }
    }
}
