import Entities

/// Gives the catalogue as it stands now, stock included.
public protocol CatalogueLoader: Sendable {
    /// Every product with its current stock.
    func loadCatalogue() async throws(ShopError) -> Catalogue
}
