import Entities

/// What a use case asks the catalogue for: which products (search text, in stock only), in which order, and which
/// positions of them; with what the selection and the order depend on beyond the catalogue itself.
public struct CatalogueRequest: Equatable, Sendable {
    /// Words every product must hold in its name or short description; nil for every product.
    public var searchText: String?
    /// Whether products with none left are left out.
    public var inStockOnly: Bool
    /// The order; nil keeps the catalogue's own.
    public var sort: CatalogueSort?
    /// The positions wanted among the selected products, from 0; positions past the last are simply not there.
    public var window: Range<Int>
    /// Units sold of each product, taken off its stock for the in-stock filter and the stock order.
    public var sold: [ProductID: Int]
    /// The customer's ratings, for the rating order.
    public var ratings: [ProductID: Rating]
    /// How many selected products the catalogue need count: once it has counted this many it may stop, and say so in
    /// the slice; nil asks for every one to be counted.
    public var countLimit: Int?

    /// A request for the products at `window` of those matching the other arguments.
    public init(
        searchText: String? = nil, inStockOnly: Bool = false, sort: CatalogueSort? = nil, window: Range<Int>,
        sold: [ProductID: Int] = [:], ratings: [ProductID: Rating] = [:], countLimit: Int? = nil
    ) {
        self.searchText = searchText
        self.inStockOnly = inStockOnly
        self.sort = sort
        self.window = window
        self.sold = sold
        self.ratings = ratings
        self.countLimit = countLimit
    }
}

/// Some of the products a request selected, and how many it selected in all.
public struct CatalogueSlice: Equatable, Sendable {
    /// The products at the request's window, in its order.
    public let products: [Product]
    /// How many products the request selected, on every page; or, when the count is not complete, how many the
    /// catalogue counted before it stopped: at least the request's `countLimit`.
    public let matchCount: Int
    /// Whether `matchCount` counts every selected product; a catalogue may stop only where the request let it.
    public let isCountComplete: Bool

    /// A slice of `products` out of `matchCount` selected, or out of at least that many when `isCountComplete` is false.
    public init(products: [Product], matchCount: Int, isCountComplete: Bool = true) {
        self.products = products
        self.matchCount = matchCount
        self.isCountComplete = isCountComplete
    }
}
