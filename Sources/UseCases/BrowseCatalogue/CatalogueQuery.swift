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

    /// A query for page `page` of the products matching `searchText`, in `sort` order.
    public init(
        searchText: String? = nil, sort: CatalogueSort? = nil, inStockOnly: Bool = false, page: Int = 1, pageSize: PageSize = .standard
    ) {
        self.searchText = searchText
        self.sort = sort
        self.inStockOnly = inStockOnly
        self.page = page
        self.pageSize = pageSize
    }

    /// The positions among the matches that the page shows.
    var window: Range<Int> { Paging.window(page: page, size: pageSize) }

    /// Whether this page exists among `matchCount` matches.
    func exists(among matchCount: Int) -> Bool {
        Paging.exists(page: page, among: matchCount, size: pageSize)
    }
}
