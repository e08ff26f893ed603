import Entities

/// One page of the products a query matched, with where it lies among them.
public struct CataloguePage: Equatable, Sendable {
    /// The products on this page, in the query's order, at the stock now left.
    public let products: [Product]
    /// The query this page answers.
    public let query: CatalogueQuery
    /// How many products matched the query, on every page.
    public let matchCount: Int
    /// How many products the catalogue has, matching or not.
    public let catalogueCount: Int
    /// The customer's ratings of the page's products when the page is in the rating order, which shows them; else none.
    public let ratings: [ProductID: Rating]

    /// A page of `products` for `query`, out of `matchCount` matches in a catalogue of `catalogueCount`, with the
    /// customer's `ratings` of them where the order is by rating.
    public init(products: [Product], query: CatalogueQuery, matchCount: Int, catalogueCount: Int, ratings: [ProductID: Rating] = [:]) {
        self.products = products
        self.query = query
        self.matchCount = matchCount
        self.catalogueCount = catalogueCount
        self.ratings = ratings
    }

    /// How many pages the matches fill; at least 1, so that no match is still page 1 of 1.
    public var pageCount: Int { Paging.pageCount(of: matchCount, size: query.pageSize) }

    /// The page number, counted from 1.
    public var number: Int { query.page }
}
