import Entities

/// The products the shop sells, asked for one page at a time, so that a catalogue of any size is never held whole.
/// Every product comes at the stock the catalogue lists: taking off the units sold is the use cases' rule.
public protocol ProductCatalogue: Sendable {
    /// The currency every price is in.
    var currency: Currency { get }
    /// How many products the catalogue has.
    var productCount: Int { get }
    /// The products in positions `request.window` of those `request` selects, in its order, and how many it selects.
    /// Text matches as `CatalogueSearch` says (every word in the name or the short description, ignoring case and
    /// accents: "cafe" finds "Café"); in stock means some are left once `request.sold` is taken off; the order is
    /// `CatalogueOrder`'s.
    func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice
    /// The products with `ids`, in that order; an id the catalogue does not have is left out.
    func products(withIDs ids: [ProductID]) async throws(DataAccessError) -> [Product]
}

extension ProductCatalogue {
    /// The slice `request` asks for; a failure of the data layer as a shop error.
    func select(_ request: CatalogueRequest) async throws(ShopError) -> CatalogueSlice {
        do {
            return try await page(request)
        } catch {
            throw .dataAccess(error)
        }
    }

    /// The products with `ids`; a failure of the data layer as a shop error.
    func lookUp(_ ids: [ProductID]) async throws(ShopError) -> [Product] {
        do {
            return try await products(withIDs: ids)
        } catch {
            throw .dataAccess(error)
        }
    }

    /// The product with `id`, or `productNotFound`.
    func product(withID id: ProductID) async throws(ShopError) -> Product {
        guard let product = try await lookUp([id]).first else { throw .productNotFound(id) }
        return product
    }
}
