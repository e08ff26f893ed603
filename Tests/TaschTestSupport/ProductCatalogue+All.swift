import Entities
import UseCases

extension ProductCatalogue {
    /// Every product in the catalogue's order, as listed, for tests that compare whole catalogues.
    public func allProducts() async throws -> [Product] {
        try await page(CatalogueRequest(window: 0..<productCount)).products
    }
}
