import Entities

/// What the customer is looking at in the catalogue: which products (search text, in stock only), in which
/// order, and which page of them (`Paging`).
public struct CatalogueQuery: Equatable, Sendable {
    /// Words every product shown must contain in its name or short description; nil for the whole catalogue.
    public var searchText: String?
    /// The order; nil keeps the catalogue's own order.
    public var sort: CatalogueSort?
    /// Whether products that are out of stock are left out.
    public var inStockOnly: Bool
    /// The page shown, counted from 1.
    public var page: Int
    /// How many products a page holds.
    public var pageSize: PageSize
    /// Whether every match is counted; when not, the catalogue may stop counting one past the page, which still tells
    /// whether another page follows, and the page says whether it did (a search typed key by key, before its count).
    public var countsEveryMatch: Bool

    /// A query for page `page` of the products matching `searchText`, in `sort` order.
    public init(
        searchText: String? = nil, sort: CatalogueSort? = nil, inStockOnly: Bool = false, page: Int = Paging.firstPage, pageSize: PageSize = .standard,
        countsEveryMatch: Bool = true
    ) {
        self.searchText = searchText
        self.sort = sort
        self.inStockOnly = inStockOnly
        self.page = page
        self.pageSize = pageSize
        self.countsEveryMatch = countsEveryMatch
    }

    /// The positions among the matches that the page shows.
    var window: Range<Int> { Paging.window(page: page, size: pageSize) }

    /// How many matches the catalogue need count for this page: every one, or one past the page.
    var countLimit: Int? {
        countsEveryMatch ? nil : Paging.countNeeded(toShow: page, size: pageSize)
    }

    /// Whether this page exists among `matchCount` matches.
    func exists(among matchCount: Int) -> Bool {
        Paging.exists(page: page, among: matchCount, size: pageSize)
    }
}
