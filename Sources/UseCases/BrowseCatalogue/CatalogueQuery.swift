import Entities

/// What the customer is looking at in the catalogue: which products (search text, in stock only), in which
/// order, and which page of them.
public struct CatalogueQuery: Equatable, Sendable {
    /// How many products a page holds unless the customer asks for another size.
    public static let defaultPageSize = 20
    /// The most products a page may hold, so that one page stays readable.
    public static let allowedPageSizes = 1...1000

    /// Words every product shown must contain in its name or short description; nil for the whole catalogue.
    public var searchText: String?
    /// The order; nil keeps the catalogue's own order.
    public var sort: CatalogueSort?
    /// Whether products that are out of stock are left out.
    public var inStockOnly: Bool
    /// The page shown, counted from 1.
    public var page: Int
    /// How many products a page holds.
    public var pageSize: Int

    /// A query for page `page` of the products matching `searchText`, in `sort` order.
    public init(
        searchText: String? = nil, sort: CatalogueSort? = nil, inStockOnly: Bool = false,
        page: Int = 1, pageSize: Int = CatalogueQuery.defaultPageSize
    ) {
        self.searchText = searchText
        self.sort = sort
        self.inStockOnly = inStockOnly
        self.page = page
        self.pageSize = pageSize
    }

    /// The positions among the matches that the page shows: page N of size S starts after N − 1 full pages. A page
    /// that cannot exist (before the first, or of no size) shows no positions.
    var window: Range<Int> {
        guard page >= 1, pageSize >= 1 else { return 0..<0 }
        let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow, skipped <= Int.max - pageSize else { return Int.max..<Int.max }
        return skipped..<(skipped + pageSize)
    }

    /// Whether this page exists among `matchCount` matches: pages run from 1 to the page count, which is at least 1.
    func exists(among matchCount: Int) -> Bool {
        pageSize >= 1 && (1...CataloguePage.pageCount(matches: matchCount, pageSize: pageSize)).contains(page)
    }
}
