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
}
