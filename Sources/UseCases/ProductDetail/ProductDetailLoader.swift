import Entities

/// Gives one product with the customer's rating and wish-list mark.
public protocol ProductDetailLoader: Sendable {
    /// The product with `id`; `ShopError.productNotFound` when there is none.
    func loadProductDetail(_ id: ProductID) async throws(ShopError) -> ProductDetail
}
