import Entities
import UseCases

/// The catalogue kept the plain way: an array of products, searched with Foundation's folding and ordered by the
/// shop's own `CatalogueOrder`. It is the readable twin that every faster catalogue is checked against.
public struct InMemoryCatalogue: ProductCatalogue {
    public let currency: Currency
    private let products: [Product]

    /// The catalogue selling `catalogue`'s products.
    public init(_ catalogue: Catalogue) {
        currency = catalogue.currency
        products = catalogue.products
    }

    public var productCount: Int { products.count }

    public func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice {
        var selected = products.map { $0.selling(request.sold[$0.id] ?? 0) }
        if let text = request.searchText {
            let words = Self.words(of: text)
            selected = selected.filter { Self.product($0, holds: words) }
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

    private static func words(of text: String) -> [[UInt8]] {
        text.split(whereSeparator: \.isWhitespace).map { SearchFolding.foldedByFoundation(String($0)) }.filter { !$0.isEmpty }
    }

    private static func product(_ product: Product, holds words: [[UInt8]]) -> Bool {
        let name = SearchFolding.foldedByFoundation(product.name)
        let shortDescription = SearchFolding.foldedByFoundation(product.shortDescription)
        return words.allSatisfy { name.firstRange(of: $0) != nil || shortDescription.firstRange(of: $0) != nil }
    }
}
