import Entities

/// One page of the products a query matched, with where it lies among them.
public struct CataloguePage: Equatable, Sendable {
    /// The products on this page, in the query's order, at the stock now left.
    public let products: [Product]
    /// The query this page answers.
    public let query: CatalogueQuery
    /// How many products matched the query, on every page; when the count is not complete, more than the page's end
    /// matched, and this is how many were counted.
    public let matchCount: Int
    /// Whether `matchCount` counts every match; only a query that does not count every match can leave it incomplete.
    public let isCountComplete: Bool
    /// How many products the catalogue has, matching or not.
    public let catalogueCount: Int
    /// The customer's ratings of the page's products when the page is in the rating order, which shows them; else none.
    public let ratings: [ProductID: Rating]

    /// A page of `products` for `query`, out of `matchCount` matches in a catalogue of `catalogueCount`, with the
    /// customer's `ratings` of them where the order is by rating; out of at least `matchCount` when the count is not complete.
    public init(
        products: [Product], query: CatalogueQuery, matchCount: Int, catalogueCount: Int, ratings: [ProductID: Rating] = [:],
        isCountComplete: Bool = true
    ) {
        self.products = products
        self.query = query
        self.matchCount = matchCount
        self.isCountComplete = isCountComplete
        self.catalogueCount = catalogueCount
        self.ratings = ratings
    }

    /// How many pages the matches fill; at least 1, so that no match is still page 1 of 1. When the count is not
    /// complete, at least one more page follows this one.
    public var pageCount: Int { Paging.pageCount(of: matchCount, size: query.pageSize) }

    /// While the count is not complete, the number of products known to match at most: the count went one past the
    /// page's end (`Paging.countNeeded`), so more than this many match; nil when every match was counted.
    public var matchesMoreThan: Int? {
        isCountComplete ? nil : matchCount - 1
    }

    /// The page number, counted from 1.
    public var number: Int { query.page }
}
