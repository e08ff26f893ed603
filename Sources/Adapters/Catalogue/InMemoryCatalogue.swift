import Entities
import UseCases

/// The catalogue kept the plain way: an array of products, searched by the shop's own `CatalogueSearch` and ordered by
/// its `CatalogueOrder`. It is the readable twin that every faster catalogue is checked against.
public struct InMemoryCatalogue: ProductCatalogue {
    public let currency: Currency
    private let products: [Product]
    /// Each product's searched fields as the search rule folds them, folded once rather than at every search.
    private let foldedFields: [ProductID: [String]]

    /// The catalogue selling `catalogue`'s products.
    public init(_ catalogue: Catalogue) {
        currency = catalogue.currency
        products = catalogue.products
        foldedFields = Dictionary(uniqueKeysWithValues: products.map { ($0.id, CatalogueSearch.foldedFields(of: $0)) })
    }

    public var productCount: Int { products.count }

    public func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice {
        var selected = products.map { $0.selling(request.sold[$0.id] ?? 0) }
        if let text = request.searchText {
            let search = CatalogueSearch(text)
            selected = selected.filter { search.matches(foldedFields: foldedFields[$0.id] ?? []) }
        }
        if request.inStockOnly {
            selected = selected.filter(\.isInStock)
        }
        if let sort = request.sort {
            selected = CatalogueOrder.sorted(selected, by: sort, ratings: request.ratings)
        }
        let window = request.window.clamped(to: selected.indices)
        // The page at the stock the catalogue lists, as the port promises: taking sales off is the use cases' rule.
        let listed = selected[window].compactMap { shown in products.first { $0.id == shown.id } }
        return CatalogueSlice(products: listed, matchCount: selected.count)
    }

    public func products(withIDs ids: [ProductID]) async throws(DataAccessError) -> [Product] {
        ids.compactMap { id in products.first { $0.id == id } }
    }
}
