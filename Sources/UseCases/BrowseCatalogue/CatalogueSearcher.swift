import Entities

/// Finds products by what the customer types, the way a customer expects: case and accents do not matter.
public protocol CatalogueSearcher: Sendable {
    /// The ids of the products whose name or short description contains every word of `text`, ignoring case
    /// and accents ("cafe" finds "Café"). Empty text matches every product.
    func searchCatalogue(for text: String) async throws(ShopError) -> Set<ProductID>
}
