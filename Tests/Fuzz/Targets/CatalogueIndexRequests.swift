import Entities
import UseCases

/// The pages a customer can ask for: every order, searches, the in-stock filter, with purchases and ratings.
enum CatalogueIndexRequests {
    /// A page of every order, and the searches and filters, the first of `ids` bought and rated.
    static func all(ids: [ProductID]) -> [CatalogueRequest] {
        let sold = Dictionary(uniqueKeysWithValues: zip(ids, [1, 100, 2]))
        let ratings = Dictionary(uniqueKeysWithValues: zip(ids, [5, 1].compactMap(Rating.init(stars:))))
        let sorts: [CatalogueSort?] = [nil] + CatalogueSort.Key.allCases.flatMap { [CatalogueSort($0), CatalogueSort($0, descending: true)] }
        return sorts.map { CatalogueRequest(sort: $0, window: 0..<8, sold: sold, ratings: ratings) } + [
            CatalogueRequest(searchText: "a", inStockOnly: true, window: 0..<8, sold: sold),
            CatalogueRequest(searchText: "oak lamp", sort: CatalogueSort(.name), window: 2..<6),
            CatalogueRequest(searchText: "a", window: 0..<3, countLimit: 3),
            CatalogueRequest(inStockOnly: true, sort: CatalogueSort(.stock, descending: true), window: 1..<5, sold: sold),
        ]
    }
}
